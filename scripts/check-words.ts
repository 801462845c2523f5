/**
 * `npm run check:words`: one word per thing (CONTRIBUTING, « Glossaire » and « Les valeurs
 * enregistrées »). No name of `src/`, `scripts/` or `tests/` spells a thing with a word the
 * glossary refuses, and the values of a stored enumeration are written in one list of `src/domain`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as schema from '../src/server/db/schema.ts';
import { CONCEPTS } from './words/concepts.ts';
import { type Enumeration, enumerationProblems } from './words/enumeration-rules.ts';
import { messageProblems } from './words/message-rules.ts';
import { refusedFileNames, refusedIdentifiers } from './words/name-rules.ts';
import type { SourceFile } from './words/syntax.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function sources(folder: string): Promise<SourceFile[]> {
  const entries = await readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })),
  );
}

const files = [...(await sources('src')), ...(await sources('scripts')), ...(await sources('tests'))];
/** The stored enumerations, as the schema gives them to PostgreSQL. */
const enumerations: Enumeration[] = Object.values(schema).flatMap((value) =>
  typeof value === 'function' && 'enumName' in value && 'enumValues' in value
    ? [{ name: String(value.enumName), values: value.enumValues as readonly string[] }]
    : [],
);
const application = files.filter(({ file }) => file.startsWith('src/') && !/\.test\.tsx?$/.test(file));
const problems = [
  ...refusedFileNames(
    files.map(({ file }) => file),
    CONCEPTS,
  ),
  ...files.flatMap((source) => refusedIdentifiers(source, CONCEPTS)),
  ...enumerationProblems(application, enumerations),
  ...files
    .filter(({ file }) => !file.startsWith('scripts/') || file.startsWith('scripts/demo/'))
    .flatMap(messageProblems),
];
if (problems.length > 0) {
  for (const { file, line, reason } of problems) console.error(`${file}:${line} : ${reason}`);
  process.exit(1);
}
console.log(`Un mot par chose (${files.length} fichiers lus).`);
