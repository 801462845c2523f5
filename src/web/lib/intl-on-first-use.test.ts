import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../..', import.meta.url));

/** The modules the pages load: the web app's and the domain's, tests aside. */
const pageModules = ['domain', 'web'].flatMap((dir) =>
  readdirSync(path.join(srcDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

/**
 * The first Intl formatter of each kind costs a phone tens of milliseconds: one at the top of a
 * module is paid by every page that loads it, before it shows anything (`madeOnFirstUse`).
 */
describe('Intl formatters', () => {
  it('are made on first use, none at the top of a module', () => {
    const topLevel = /^(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*new Intl\./m;
    expect(pageModules.length).toBeGreaterThan(100);
    expect(
      pageModules.filter((file) => topLevel.test(readFileSync(path.join(srcDir, file), 'utf8'))),
    ).toEqual([]);
  });

  it('are made once: no toLocaleString, which makes one at every call (format.ts has formatCount)', () => {
    const perCall = /\.toLocale(?:Date|Time)?String\(/;
    expect(pageModules.filter((file) => perCall.test(readFileSync(path.join(srcDir, file), 'utf8')))).toEqual(
      [],
    );
  });
});
