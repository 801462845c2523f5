import { describe, expect, it } from 'vitest';
import { importRequestsOf } from './import-graph.ts';
import { type ImportGraph, importProblems } from './import-rules.ts';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe('the import rules', () => {
  it('accept layers that point one way', () => {
    const graph = graphOf({
      'src/server/features/events/routes.ts': ['src/server/http/errors.ts', 'src/domain/events.ts'],
      'src/server/http/errors.ts': ['src/domain/error-codes.ts'],
      'src/server/app.ts': ['src/server/features/events/routes.ts', 'src/server/infra/jobs/engine.ts'],
      'src/web/features/events/EventsPage.tsx': ['src/web/layout/PageTitle.tsx', 'src/web/lib/api.ts'],
      'src/web/layout/PageTitle.tsx': ['src/web/lib/pageTitleContext.ts'],
    });
    expect(importProblems(graph)).toEqual([]);
  });

  it.each([
    [
      'src/server/infra/jobs/jobs.ts',
      'src/server/features/reminders/service.ts',
      'src/server/infra',
      'src/server/features',
    ],
    [
      'src/server/db/pglite-conversion.ts',
      'src/server/features/backup/read-backup.ts',
      'src/server/db',
      'src/server/features',
    ],
    [
      'src/server/http/role-guard.ts',
      'src/server/features/auth/service.ts',
      'src/server/http',
      'src/server/features',
    ],
    ['src/web/lib/AdminSearchList.tsx', 'src/web/layout/PageTitle.tsx', 'src/web/lib', 'src/web/layout'],
    [
      'src/web/lib/QueryState.tsx',
      'src/web/features/events/EventsPage.tsx',
      'src/web/lib',
      'src/web/features',
    ],
    [
      'src/web/layout/LegalModalHost.tsx',
      'src/web/features/legal/LegalModal.tsx',
      'src/web/layout',
      'src/web/features',
    ],
    ['src/domain/events.ts', 'src/server/db/schema.ts', 'src/domain', 'src/server'],
  ])('refuse %s importing %s', (file, target, layer, folder) => {
    expect(importProblems(graphOf({ [file]: [target] }))).toEqual([
      `${file} importe ${target} : ${layer} n’importe rien de ${folder}`,
    ]);
  });

  it('refuse two web feature folders importing each other, naming a file of each way', () => {
    const graph = graphOf({
      'src/web/features/settings/SettingsPage.tsx': ['src/web/features/assemblies/AssemblyRulesSettings.tsx'],
      'src/web/features/assemblies/AssemblyRulesSettings.tsx': [
        'src/web/features/settings/SettingsSection.tsx',
      ],
      'src/web/features/settings/SettingsSection.tsx': [],
    });
    expect(importProblems(graph)).toEqual([
      'Cycle d’import entre fonctionnalités src/web/features/assemblies, src/web/features/settings : ' +
        'src/web/features/assemblies → src/web/features/settings (src/web/features/assemblies/AssemblyRulesSettings.tsx) ; ' +
        'src/web/features/settings → src/web/features/assemblies (src/web/features/settings/SettingsPage.tsx)',
    ]);
  });

  it('let the folders of one feature import each other, and refuse a cycle between files', () => {
    const graph = graphOf({
      'src/web/features/donations/admin/A.tsx': ['src/web/features/donations/public/B.tsx'],
      'src/web/features/donations/public/B.tsx': ['src/web/features/donations/admin/C.tsx'],
      'src/server/features/events/a.ts': ['src/server/features/events/b.ts'],
      'src/server/features/events/b.ts': ['src/server/features/events/a.ts'],
    });
    expect(importProblems(graph)).toEqual([
      'Cycle d’import entre fichiers : src/server/features/events/a.ts, src/server/features/events/b.ts',
    ]);
  });
});

describe('the imports read from a file', () => {
  it('count type-only imports, re-exports and dynamic import() with a literal path', () => {
    const source = [
      "import type { A } from './a.ts';",
      "export { b } from './b.ts';",
      '// « Accentué » before the import, so that offsets in bytes and in characters differ',
      "const Page = lazy(() => import('../features/legal/LegalModal.tsx'));",
      'const other = import(`./c.ts`);',
      "const computed = import('./' + name);",
    ].join('\n');
    expect(importRequestsOf('x.tsx', source)).toEqual([
      './a.ts',
      './b.ts',
      '../features/legal/LegalModal.tsx',
      './c.ts',
    ]);
  });
});
