import { describe, expect, it } from 'vitest';
import { brokenReferences, type Repository } from './see-references.ts';

const repository: Repository = {
  exists: (path) =>
    [
      'docs',
      'docs/decisions',
      'docs/decisions/0006-totaux-des-listes.md',
      'docs/regles/membres.md',
      'docs/regles/messages.md',
      'src/server/db/embedded-owner.ts',
      'src/server/open-app-database.ts',
    ].includes(path),
  hasFileNamed: (name) => ['embedded-owner.ts', 'messages.md'].includes(name),
  readmeHeadings: ['Espace adhérents', 'Démarrer', 'Documentation'],
};

const referencesIn = (file: string, text: string) =>
  brokenReferences(repository, file, text).map(
    ({ line, reference, reason }) => `${line} ${reference} : ${reason}`,
  );

describe('a « voir » pointing into the repository', () => {
  it('passes when it names a file from the root, from a folder above, beside it or by its name alone', () => {
    expect(
      referencesIn(
        'src/server/db/client.ts',
        [
          '/** A pool (see src/server/open-app-database.ts); its owner (see embedded-owner.ts). */',
          '// Counted once (see docs/decisions/0006-totaux-des-listes.md).',
          '// The opening (see ../open-app-database.ts), the folder (see docs/decisions/).',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      referencesIn('docs/regles/membres.md', '(voir `messages.md`) ; voir le README, « Démarrer ».'),
    ).toEqual([]);
  });

  it('fails on a README section that moved to docs/, in French or English, and names it', () => {
    expect(
      referencesIn(
        'src/domain/materials.ts',
        [
          '/** The nine statuses (see README, Décisions). */',
          ' * until a form opens must not load them (see README, « Découpage »).',
        ].join('\n'),
      ),
    ).toEqual([
      '1 README, Décisions : le README n’a pas cette section',
      '2 README, Découpage : le README n’a pas cette section',
    ]);
  });

  it('fails on a path that leads nowhere, even broken over two comment lines', () => {
    expect(
      referencesIn(
        'src/web/lib/listTotal.ts',
        [
          ' * whole list "about" the estimate (voir docs/decisions/0006-totaux.md). And',
          ' * a folder that moved (see',
          ' * docs/choix/).',
          '// voir regles.md',
        ].join('\n'),
      ),
    ).toEqual([
      '1 docs/decisions/0006-totaux.md : aucun fichier à ce chemin',
      '2 docs/choix/ : aucun fichier à ce chemin',
      '4 regles.md : aucun fichier à ce chemin',
    ]);
  });

  it('reads neither a word that only contains « see » nor an address on the web', () => {
    expect(
      referencesIn(
        'scripts/check-references.ts',
        [
          "import { brokenReferences } from './references/see-references.ts';",
          'Voir https://example.org/guide.html et la page « Voir le tableau ».',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
