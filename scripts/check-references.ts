/**
 * `npm run check:references`: every « voir … » (or "see …") of the sources and the docs that
 * points into the repository names a file that exists, and a README section it still has.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brokenReferences } from './references/see-references.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where references are written, beside the root's README and CONTRIBUTING: code, tests, commands, docs. */
const FOLDERS = ['src', 'scripts', 'tests', 'docs'];
const READ = /\.(?:tsx?|css|md)$/;
/** Not read: generated from the routes' texts, or the check's own examples of broken references. */
const SKIPPED = new Set(['src/web/lib/api-schema.d.ts', 'scripts/references/see-references.test.ts']);

const toKey = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The repository's own files: the root's, and those of the folders where references are written. */
async function repositoryFiles(): Promise<string[]> {
  const files = (await readdir(ROOT, { withFileTypes: true })).filter((entry) => entry.isFile());
  for (const folder of FOLDERS) {
    const entries = await readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
    files.push(...entries.filter((entry) => entry.isFile()));
  }
  return files.map((entry) => toKey(path.join(entry.parentPath, entry.name)));
}

const everyFile = await repositoryFiles();
const names = new Set(everyFile.map((file) => path.posix.basename(file)));
const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
const repository = {
  exists: (file: string) => existsSync(path.join(ROOT, file)),
  hasFileNamed: (name: string) => names.has(name),
  readmeHeadings: [...readme.matchAll(/^#+\s+(.+?)\s*$/gm)].map((match) => match[1] ?? ''),
};
const files = everyFile.filter((file) => READ.test(file) && !SKIPPED.has(file));
const broken = [];
for (const file of files)
  broken.push(...brokenReferences(repository, file, await readFile(path.join(ROOT, file), 'utf8')));
if (broken.length > 0) {
  for (const { file, line, reference, reason } of broken)
    console.error(`${file}:${line} : « ${reference} », ${reason}`);
  process.exit(1);
}
console.log(`Chaque « voir » mène à un fichier qui existe (${files.length} fichiers lus).`);
