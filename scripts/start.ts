import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.resolve(process.env.WEB_DIR ?? path.join(root, 'dist/web'));
const builtIndex = path.join(webDir, 'index.html');
const webSources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

/** `npm start` on a fresh clone or after a pull: build the web app only when its sources changed. */
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...webSources.map(newestChange)) > builtAt) {
  console.log("Construction de l'application web…");
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: webDir } });
}

await import('../src/server/main.ts');
