/**
 * `npm run check:lists`: every paged list is declared with `defineList` (see CONTRIBUTING, « une
 * liste »). No server file cuts a page with an offset of its own, and every route whose query
 * string takes `page` and `pageSize` (the schemas of `src/domain/paging-schemas.ts` and those
 * built on them) reads its page from a declared list. Tests aside.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { handPagedLists, type SourceFile, undeclaredPagedRoutes } from './lists/list-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function sources(folder: string): Promise<SourceFile[]> {
  const entries = await readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/server/testing/'));
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })),
  );
}

/** The names of the domain's query schemas that hold a page: read from the schemas themselves. */
async function pagedSchemaNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const { file } of await sources('src/domain')) {
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(ROOT, file)).href);
    for (const [name, value] of Object.entries(exported)) {
      const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
      if (shape && typeof shape === 'object' && 'page' in shape && 'pageSize' in shape) names.add(name);
    }
  }
  return names;
}

const server = await sources('src/server');
const routeFiles = server.filter((source) => /routes\.ts$/.test(source.file));
const problems = [
  ...server.flatMap(handPagedLists),
  ...undeclaredPagedRoutes(routeFiles, server, await pagedSchemaNames()),
];
if (problems.length > 0) {
  for (const { file, line, reason } of problems) console.error(`${file}:${line} : ${reason}`);
  process.exit(1);
}
console.log(
  `Chaque liste paginée passe par defineList (${server.length} fichiers du serveur, ${routeFiles.length} fichiers de routes lus).`,
);
