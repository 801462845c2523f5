import path from 'node:path';

/** What the web app is made of: `npm start` rebuilds it when one of them is newer. */
export const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build/web.ts',
];

/** Where, inside the web app's folder, the server's entry goes: a dot folder is never served. */
const SERVER_ENTRY_DIR = '.serveur';

/**
 * The web app into `outDir`: the browser's files, then the server's entry that draws its pages
 * (`src/web/entry-server.tsx`). Run by `npm start` as a process of its own: Vite's `build()` sets
 * `NODE_ENV=production` in the process that calls it, which would otherwise start the server in
 * production mode (no sign-in code in the log) on the first run, and not on the next.
 */
export async function buildWeb(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', build: { outDir } });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: path.join(outDir, SERVER_ENTRY_DIR) },
  });
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  await buildWeb(root, path.resolve(process.argv[2] ?? path.join(root, 'dist/web')));
}
