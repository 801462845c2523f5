import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleConfigDocs } from '../../scripts/config-docs.ts';
import { describeConfig } from './config.ts';
import { projectRoot } from './project-root.ts';

describe('configuration.md and .env.example', () => {
  it('are what `npm run docs:config` writes from config.ts, as `npm run check` demands', async () => {
    expect(await staleConfigDocs()).toEqual([]);
  });

  it('describe every variable the parser reads, with an example', async () => {
    const page = await readFile(path.join(projectRoot, 'docs/configuration.md'), 'utf8');
    const example = await readFile(path.join(projectRoot, '.env.example'), 'utf8');
    for (const { name, doc } of describeConfig()) {
      expect(doc.meaning.length).toBeGreaterThan(0);
      expect(page).toContain(`| \`${name}\` |`);
      expect(example).toMatch(new RegExp(`^#${name}=.+$`, 'm'));
    }
  });
});
