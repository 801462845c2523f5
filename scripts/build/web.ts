import path from 'node:path';
import { build } from 'vite';

/**
 * The web app into `outDir`, run by `npm start` as a process of its own: Vite's `build()` sets
 * `NODE_ENV=production` in the process that calls it, which would otherwise start the server in
 * production mode (no sign-in code in the log) on the first run, and not on the next.
 */
export async function buildWeb(root: string, outDir: string): Promise<void> {
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir } });
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  await buildWeb(root, path.resolve(process.argv[2] ?? path.join(root, 'dist/web')));
}
