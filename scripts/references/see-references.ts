/**
 * The rule `npm run check:references` holds the repository's texts to: a « voir … » (or, in the
 * English comments, a "see …") that names a file of the repository names one that exists, and one
 * that names a section of the README names a heading it has. Docs move; the pointers must follow.
 */

/** What the check needs to know of the repository, so that a test can make one up. */
export type Repository = {
  /** Whether a file or folder exists at this path, relative to the root and written with `/`. */
  exists: (path: string) => boolean;
  /** Whether a file of this name exists anywhere: a name alone is often written far from its file. */
  hasFileNamed: (name: string) => boolean;
  /** The README's headings, without their `#`. */
  readmeHeadings: string[];
};

export type BrokenReference = { file: string; line: number; reference: string; reason: string };

/** The word, not a part of a name (`see-references.ts`, `voir-plus`). */
const KEYWORD = /(?<![\w/.-])(?:voir|see)(?![\w-])/giu;
/** A path of the repository: folders, then a name with a known extension, or a folder ending in `/`. */
const PATH =
  /(?<![\w/:.@-])(?:\.{1,2}\/)?(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.(?:md|tsx?|css|json|sql|html|ya?ml)\b|(?<![\w/:.@-])(?:[\w@-]+\/)+(?=[\s`'"»),;]|$)/g;
/** The README named with a section after it: « README, Décisions », « README, « Découpage » ». */
const README_SECTION = /\bREADME(?:\.md)?\b,\s*(?:«\s*([^»]+?)\s*»|([A-ZÀ-Ý][\p{L}’' -]*[\p{L}]))/u;
/** Where the words that follow a « voir » stop pointing: the end of the clause or of the sentence. */
const CLAUSE_END = /[);]|\.(?=\s|$)/;
/** The comment marks that open a continued line, so that a reference broken over lines is read whole. */
const CONTINUATION = /^\s*(?:\/\/+|\*|#|-)?\s*/;

function ancestors(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, parts.length - index).join('/')).concat('');
}

const join = (folder: string, path: string) =>
  (folder ? `${folder}/${path}` : path)
    .split('/')
    .reduce<string[]>((kept, part) => {
      if (part === '..') kept.pop();
      else if (part !== '.' && part !== '') kept.push(part);
      return kept;
    }, [])
    .join('/');

/**
 * A path is read from the file's folder, or from one of the folders above it up to the root; a
 * name alone, from anywhere.
 */
function resolves(repository: Repository, file: string, path: string): boolean {
  if (path.startsWith('.')) return repository.exists(join(ancestors(file)[0] ?? '', path));
  if (ancestors(file).some((folder) => repository.exists(join(folder, path)))) return true;
  return !path.includes('/') && repository.hasFileNamed(path);
}

/** The words a « voir » at `index` of `lines[lineIndex]` points to, read on to the next line if need be. */
function clauseAfter(lines: string[], lineIndex: number, index: number): string {
  let clause = lines[lineIndex]?.slice(index) ?? '';
  for (let next = lineIndex + 1; next < lines.length && next <= lineIndex + 2; next++) {
    if (CLAUSE_END.test(clause)) break;
    clause += ` ${(lines[next] ?? '').replace(CONTINUATION, '')}`;
  }
  const end = CLAUSE_END.exec(clause);
  return end ? clause.slice(0, end.index) : clause;
}

export function brokenReferences(repository: Repository, file: string, text: string): BrokenReference[] {
  const broken: BrokenReference[] = [];
  const lines = text.split('\n');
  lines.forEach((line, lineIndex) => {
    for (const keyword of line.matchAll(KEYWORD)) {
      const clause = clauseAfter(lines, lineIndex, keyword.index + keyword[0].length);
      const report = (reference: string, reason: string) =>
        broken.push({ file, line: lineIndex + 1, reference, reason });
      for (const [path] of clause.matchAll(PATH)) {
        if (!resolves(repository, file, path)) report(path, 'aucun fichier à ce chemin');
      }
      const section = README_SECTION.exec(clause);
      const heading = section?.[1] ?? section?.[2];
      if (heading && !repository.readmeHeadings.includes(heading.trim()))
        report(`README, ${heading.trim()}`, 'le README n’a pas cette section');
    }
  });
  return broken;
}
