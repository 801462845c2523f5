import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebServerEntry } from '../../domain/first-load.ts';
import { type Manifest, readManifest } from './page-assets.ts';

/** Where the build writes the server's entry inside the web app's folder (scripts/build/web.ts). */
const SERVER_ENTRY = path.join('.serveur', 'entry-server.js');

/**
 * The built web app, as the server answers a first load: its page, its manifest, and its server
 * entry, without which the pages go out empty and the browser draws them.
 */
export type WebBuild = { page: string; manifest: Manifest; entry: WebServerEntry | null };

/**
 * The build in `webDir`, read again when a new build replaces it (its index.html is written
 * anew), so that a rebuild needs no restart; null when there is no build. A build's server entry
 * stays loaded (Node never unloads a module): a few megabytes per rebuild of a running server.
 */
export function webBuildReader(webDir: string): () => Promise<WebBuild | null> {
  const indexFile = path.join(webDir, 'index.html');
  let current: { builtAt: number; build: Promise<WebBuild> } | undefined;
  const entryFile = path.join(webDir, SERVER_ENTRY);
  const read = async (builtAt: number): Promise<WebBuild> => {
    const [page, manifest, entry] = await Promise.all([
      readFile(indexFile, 'utf8'),
      readManifest(webDir),
      existsSync(entryFile)
        ? (import(`${pathToFileURL(entryFile).href}?build=${builtAt}`) as Promise<WebServerEntry>)
        : null,
    ]);
    return { page, manifest, entry };
  };
  return async () => {
    const builtAt = await stat(indexFile).then(
      (file) => file.mtimeMs,
      () => null,
    );
    if (builtAt === null) return null;
    if (current?.builtAt !== builtAt) {
      const build = read(builtAt);
      current = { builtAt, build };
      // A build caught half-written is read again at the next request.
      build.catch(() => {
        if (current?.build === build) current = undefined;
      });
    }
    return current.build;
  };
}
