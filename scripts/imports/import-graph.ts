import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import type { ImportGraph } from './import-rules.ts';

/** A string literal's text, or undefined for a computed request the check cannot follow. */
function literalText(code: string): string | undefined {
  const match = /^(['"`])([^'"`$]*)\1$/.exec(code.trim());
  return match?.[2];
}

/**
 * What a file's source asks to import: static imports and re-exports, type-only ones included,
 * and dynamic `import()` with a literal path (a lazy page ties two folders as much as a static
 * import). Read with oxc's parser: TypeScript 7 has no parser API for a tool to borrow.
 */
export function importRequestsOf(fileName: string, source: string): string[] {
  const { module } = parseSync(fileName, source);
  return [
    ...module.staticImports.map((declaration) => declaration.moduleRequest.value),
    ...module.staticExports.flatMap((declaration) =>
      declaration.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.flatMap((expression) => {
      const text = literalText(source.slice(expression.moduleRequest.start, expression.moduleRequest.end));
      return text === undefined ? [] : [text];
    }),
  ];
}

const isChecked = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.startsWith('src/server/testing/');

/**
 * The import graph of src's files, paths relative to `root` and written with `/`; packages, tests
 * and their helpers left out.
 */
export async function readImportGraph(root: string): Promise<ImportGraph> {
  const entries = await readdir(path.join(root, 'src'), { recursive: true, withFileTypes: true });
  const toKey = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => toKey(path.join(entry.parentPath, entry.name)))
    .filter(isChecked);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const requests = importRequestsOf(file, await readFile(path.join(root, file), 'utf8'));
    const targets = requests
      .filter((request) => request.startsWith('.'))
      .map((request) => toKey(path.resolve(root, path.dirname(file), request)))
      .filter((target) => known.has(target));
    graph.set(file, new Set(targets));
  }
  return graph;
}
