/**
 * The rule of CONTRIBUTING's glossary: one English word per thing of the product. A name of the
 * code (an identifier, a file or a folder) that spells a thing with a word the glossary refuses
 * fails, unless it is one of the names the spec or the stored data fix (`kept`). Strings and
 * comments are not names: the identifiers come from the syntax tree.
 */
import { lineAt, nodesOf, type Problem, programOf, type SourceFile } from './syntax.ts';

export type Concept = {
  /** The thing, as the association says it. */
  thing: string;
  /** The one word the code spells it with. */
  word: string;
  /** Words the code used for it besides, in lower case: refused in a name, alone or plural. */
  refused: string[];
  /** Whole names the spec or the stored data fix (tables, columns, paths, API fields), kept as written. */
  kept: string[];
};

/** A name's words: `refuseWhileEquipmentBorrowed`, `HAS_BORROWED_MATERIAL`, `borrowed-equipment`. */
export const wordsOf = (name: string) =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean);

const sameCase = (model: string, word: string) => {
  if (model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] === model[0]?.toUpperCase()) return word;
  return word.toLowerCase();
};

type Refusal = { part: string; concept: Concept; plural: boolean };

function refusalsIn(name: string, concepts: Concept[]): Refusal[] {
  return wordsOf(name).flatMap((part) => {
    const lower = part.toLowerCase();
    return concepts.flatMap((concept) =>
      concept.refused.flatMap((refused) =>
        lower === refused || lower === `${refused}s` ? [{ part, concept, plural: lower !== refused }] : [],
      ),
    );
  });
}

/** The name with each refused word replaced by its thing's word, in the same case. */
export function renamed(name: string, concepts: Concept[]): string {
  let result = name;
  for (const { part, concept, plural } of refusalsIn(name, concepts))
    result = result.replace(part, sameCase(part, `${concept.word}${plural ? 's' : ''}`));
  return result;
}

const reasonFor = (name: string, refusals: Refusal[], concepts: Concept[]) => {
  const words = refusals.map(({ part, concept }) => `« ${part} » (${concept.thing} : ${concept.word})`);
  return `${name} : ${words.join(', ')} ; par exemple ${renamed(name, concepts)}`;
};

/** Identifiers of a file that spell a thing with a refused word. */
export function refusedIdentifiers(source: SourceFile, concepts: Concept[]): Problem[] {
  const problems: Problem[] = [];
  for (const node of nodesOf(programOf(source))) {
    if (!/Identifier$/.test(node.type) || typeof node.name !== 'string') continue;
    const name = node.name;
    const refusals = refusalsIn(name, concepts).filter(({ concept }) => !concept.kept.includes(name));
    if (refusals.length > 0)
      problems.push({
        file: source.file,
        line: lineAt(source.text, node.start),
        reason: reasonFor(name, refusals, concepts),
      });
  }
  return problems;
}

/** Files and folders whose name spells a thing with a refused word. */
export function refusedFileNames(files: string[], concepts: Concept[]): Problem[] {
  return files.flatMap((file) => {
    const refusals = refusalsIn(file, concepts);
    return refusals.length > 0 ? [{ file, line: 1, reason: reasonFor(file, refusals, concepts) }] : [];
  });
}
