import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const mantineStyles = fileURLToPath(new URL('../../../node_modules/@mantine/core/styles/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const sources = sourceFiles(webDir).map((file) => readFileSync(file, 'utf8'));

/** `import { Button, type ButtonProps, Stack } from '@mantine/core'` -> Button, Stack */
const usedComponents = new Set(
  sources.flatMap((source) =>
    [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(([, names = '']) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^[A-Z]/.test(name)),
    ),
  ),
);

/** Mantine stylesheets the app brings in: its two style files, and those a component imports itself. */
const importedStyles = [
  readFileSync(path.join(webDir, 'styles/first-load.css'), 'utf8'),
  readFileSync(path.join(webDir, 'styles/app.css'), 'utf8'),
  ...sources,
].join('\n');

describe('the styles of the web app', () => {
  it('come with every Mantine component a page uses (first-load.css or app.css)', () => {
    const unstyled = [...usedComponents].filter(
      (name) =>
        existsSync(path.join(mantineStyles, `${name}.css`)) &&
        !importedStyles.includes(`@mantine/core/styles/${name}.css`),
    );
    expect(usedComponents.size).toBeGreaterThan(20);
    expect(unstyled).toEqual([]);
  });

  it('never load the whole of Mantine again', () => {
    expect(importedStyles).not.toMatch(/["']@mantine\/core\/styles\.css["']/);
  });
});
