import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const zodDoor = fileURLToPath(new URL('../../domain/zod.ts', import.meta.url));

/**
 * Every module a file brings with it when it is loaded: its static imports, followed through our
 * own files. `import type` and `export type` leave nothing in the build; `import()` is a chunk of
 * its own, fetched when asked for. A package is kept by name and not followed.
 */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gms);
  for (const [, specifier = ''] of statements) {
    if (specifier.startsWith('.')) loadedWith(path.resolve(path.dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

const loadsZod = (page: string) => {
  const loaded = loadedWith(path.join(webDir, page));
  return loaded.has(zodDoor) || loaded.has('zod');
};

/**
 * zod and the schemas built with it weigh more than most pages: a page that validates nothing
 * until a form opens must not load them to read a constant or a type (see
 * docs/decisions/0008-pages-sans-zod.md).
 */
describe('pages that check nothing before a form opens', () => {
  it.each([
    'features/events/EventsPage.tsx',
    'features/dossiers/DossiersPage.tsx',
    'features/structures/StructuresPage.tsx',
    'features/assemblies/AssemblyPage.tsx',
    'features/members/UsersAdminPage.tsx',
    'features/accounting/YearsPage.tsx',
    'features/accounting/ChartPage.tsx',
    'features/accounting/ProjectsPage.tsx',
    'features/accounting/AccountLedgerPage.tsx',
  ])('%s loads no zod', (page) => {
    expect(loadsZod(page)).toBe(false);
  });

  it('still sees zod where a form needs it', () => {
    expect(loadsZod('features/events/EventFormModal.tsx')).toBe(true);
    expect(loadsZod('features/structures/StructureFormModal.tsx')).toBe(true);
  });
});
