import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_SOURCES, serverBundle } from './build/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(process.env.WEB_DIR ?? path.join(root, 'dist/web'));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

/** Builds `built` again only when one of its sources changed since: a fresh clone, or after a pull. */
async function buildWhenStale(what: string, built: string, sources: string[], build: () => Promise<void>) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (Math.max(...sources.map((source) => newestChange(path.join(root, source)))) <= builtAt) return;
  console.log(`Construction ${what}…`);
  await build();
}

await buildWhenStale(
  "de l'application web",
  path.join(webDir, 'index.html'),
  ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'],
  async () => {
    const { build } = await import('vite');
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: webDir },
    });
  },
);
await buildWhenStale('du serveur', serverBundle(root), SERVER_SOURCES, () => buildServer(root));

await import(pathToFileURL(serverBundle(root)).href);
