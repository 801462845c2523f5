import { describe, expect, it } from 'vitest';
import { CONCEPTS } from './concepts.ts';
import { type Concept, refusedFileNames, refusedIdentifiers, renamed, wordsOf } from './name-rules.ts';

const MEMBERSHIP: Concept = {
  thing: 'adhésion',
  word: 'Membership',
  refused: ['adhesion'],
  kept: ['adhesions'],
};
const names = (text: string, concepts = [MEMBERSHIP]) =>
  refusedIdentifiers({ file: 'src/server/features/members/service.ts', text }, concepts).map(
    ({ line, reason }) => `${line} ${reason.split(' ')[0]}`,
  );

describe('one word per thing', () => {
  it('refuses a planted name of each enabled concept, in any case and in the plural', () => {
    for (const concept of CONCEPTS) {
      const [refused = ''] = concept.refused;
      const planted = [
        `const ${refused}Id = 1;`,
        `type My${refused[0]?.toUpperCase()}${refused.slice(1)}s = string;`,
        `export const MAX_${refused.toUpperCase()} = 2;`,
      ].join('\n');
      const found = refusedIdentifiers({ file: 'tests/e2e/planted.spec.ts', text: planted }, [concept]);
      expect(found.map((problem) => problem.line)).toEqual([1, 2, 3]);
    }
  });

  it('reads names, wherever they stand, and never strings or comments', () => {
    const planted = [
      "// an adhesion's dates",
      "const label = 'Adhesion';",
      'function renew(adhesion: Row) {',
      '  return { adhesionId: adhesion.id, ...row.adhesions };',
      '}',
      'const Page = () => <AdhesionCard />;',
    ].join('\n');
    expect(
      refusedIdentifiers({ file: 'src/web/features/members/Page.tsx', text: planted }, [MEMBERSHIP]).map(
        ({ line }) => line,
      ),
    ).toEqual([3, 4, 4, 6]);
  });

  it('keeps the names the spec fixes, and words that only begin like a refused one', () => {
    expect(names('const rows = await db.select().from(adhesions); const adhesionary = 1;')).toEqual([]);
  });

  it('says which word to write instead, in the same case', () => {
    expect(names('const findAdhesionsOf = 1;')).toEqual(['1 findAdhesionsOf']);
    expect(renamed('ADHESION_TYPE_LABELS', [MEMBERSHIP])).toBe('MEMBERSHIP_TYPE_LABELS');
    expect(renamed('useMyAdhesions', [MEMBERSHIP])).toBe('useMyMemberships');
    expect(wordsOf('HAS_OPEN_LoansHTTPServer')).toEqual(['HAS', 'OPEN', 'Loans', 'HTTP', 'Server']);
  });

  it('refuses a file or a folder named with a refused word', () => {
    const files = [
      'src/server/features/members/adhesions.ts',
      'src/web/features/adhesion/Page.tsx',
      'src/x.ts',
    ];
    expect(refusedFileNames(files, [MEMBERSHIP]).map(({ file }) => file)).toEqual(files.slice(0, 2));
  });
});
