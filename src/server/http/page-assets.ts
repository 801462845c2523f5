import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What Vite's build manifest says of each chunk: its file, the chunks it imports, its styles. */
type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** Written by the build beside index.html (`build.manifest` in vite.config.ts). */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

/** The build's manifest in `webDir`; empty when the build wrote none. */
export async function readManifest(webDir: string): Promise<Manifest> {
  return readFile(path.join(webDir, MANIFEST_FILE), 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => ({}),
  );
}

/** The chunks `keys` import, themselves included, at every depth. */
function importedChunks(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The manifest's key of a page's file, by its name (`UsersAdminPage` → features/members/UsersAdminPage.tsx). */
function keyOfFile(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => path.basename(key, path.extname(key)) === file);
}

/**
 * The `<link>`s of the files a page drawn by the server needs beyond the entry's: the styles of
 * its levels (area, layout, page), applied before the first paint, since the page's HTML is
 * there to be painted; and their code, which the browser needs to take the page over, fetched at
 * once rather than once the first scripts have run, at low priority so that it does not hold
 * the styles back on a slow connection.
 */
export function pageAssetLinks(manifest: Manifest, pageFiles: string[]): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedWithThePage = importedChunks(manifest, entries);
  const pageKeys = pageFiles.flatMap((file) => keyOfFile(manifest, file) ?? []);
  const chunks = [...importedChunks(manifest, pageKeys)]
    .filter((key) => !loadedWithThePage.has(key))
    .flatMap((key) => manifest[key] ?? []);
  const styles = [...new Set(chunks.flatMap(({ css = [] }) => css))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  const scripts = chunks.map(
    ({ file }) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
  );
  return [...styles, ...scripts].join('');
}
