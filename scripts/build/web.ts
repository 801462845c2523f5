import path from 'node:path';

/** What the web app is made of: `npm start` rebuilds it when one of them is newer. */
export const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build/web.ts',
];

/**
 * The web app into `outDir`, run by `npm start` as a process of its own: Vite's `build()` sets
 * `NODE_ENV=production` in the process that calls it, which would otherwise start the server in
 * production mode (no sign-in code in the log) on the first run, and not on the next.
 */
async function buildWeb(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir } });
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  await buildWeb(root, path.resolve(process.argv[2] ?? path.join(root, 'dist/web')));
}
