/**
 * `npm run check:tables`: each table is written by its owner (docs/architecture.md, « Qui écrit
 * quelle table »), as `src/server/db/table-owners.ts` declares it. Read from the server's sources,
 * tests and their helpers aside; the commands of `scripts/` (a demo, a restore) write what they must.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import * as schema from '../src/server/db/schema.ts';
import { TABLE_OWNERS } from '../src/server/db/table-owners.ts';
import { ownershipProblems, writesOf } from './tables/table-writes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const tables = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    isTable(value) ? [[name, getTableName(value)] as const] : [],
  ),
);
const entries = await readdir(path.join(ROOT, 'src/server'), { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
  .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('src/server/testing/'));
const writes = (
  await Promise.all(
    files.map(async (file) =>
      writesOf({ file, text: await readFile(path.join(ROOT, file), 'utf8') }, tables),
    ),
  )
).flat();
const problems = ownershipProblems(writes, TABLE_OWNERS, tables.values());
if (problems.length > 0) {
  for (const { file, line, reason } of problems) console.error(`${file}:${line} : ${reason}`);
  process.exit(1);
}
console.log(
  `Chaque table est écrite par son propriétaire (${writes.length} écritures dans ${files.length} fichiers).`,
);
