/**
 * `npm run check:handlers`: every route handler of `src/server/features` has the shape CONTRIBUTING
 * gives (« ce que fait un gestionnaire »): it takes the context whole, reads nothing of it, and
 * calls one service. Tests aside.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { handlerProblems } from './handlers/handler-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEATURES = 'src/server/features';

const entries = await readdir(path.join(ROOT, FEATURES), { recursive: true, withFileTypes: true });
const routeFiles = await Promise.all(
  entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('routes.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })),
);
const problems = routeFiles.flatMap(handlerProblems);
if (problems.length > 0) {
  for (const { file, line, reason } of problems) console.error(`${file}:${line} : ${reason}`);
  process.exit(1);
}
console.log(
  `Chaque gestionnaire appelle un seul service, avec ctx (${routeFiles.length} fichiers de routes lus).`,
);
