import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_SOURCES, serverBundle } from './build/server.ts';
import { WEB_SOURCES } from './build/web.ts';

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

/** A build script as a child process, so that what it changes in its process stays there. */
function runBuild(script: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} a échoué (${signal ?? `code ${code}`})`));
    });
  });
}

try {
  await buildWhenStale("de l'application web", path.join(webDir, 'index.html'), WEB_SOURCES, () =>
    runBuild(path.join(root, 'scripts/build/web.ts'), webDir),
  );
  await buildWhenStale('du serveur', serverBundle(root), SERVER_SOURCES, () =>
    runBuild(path.join(root, 'scripts/build/server.ts')),
  );
} catch (error) {
  // The build printed its own errors above.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import(pathToFileURL(serverBundle(root)).href);
