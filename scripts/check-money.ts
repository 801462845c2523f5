/**
 * `npm run check:money`: no file of `src/` or `scripts/` converts euros and cents by hand (see
 * `scripts/money/money-rules.ts`). Tests included: a test that computes its expected amount in
 * floats hides the drift it should catch.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { moneyByHand, type SourceFile } from './money/money-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function sources(folder: string): Promise<SourceFile[]> {
  const entries = await readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.d.ts'));
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })),
  );
}

const files = [...(await sources('src')), ...(await sources('scripts'))];
const problems = files.flatMap(moneyByHand);
if (problems.length > 0) {
  for (const { file, line, reason } of problems) console.error(`${file}:${line} : ${reason}`);
  process.exit(1);
}
console.log(`Aucune conversion d’argent à la main (${files.length} fichiers lus).`);
