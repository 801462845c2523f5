import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The signed-in areas whose code a page may need before the browser knows it does. */
export type SignedInArea = 'member' | 'admin';

/** Their layouts, as the web app's router loads them (src/web/router.tsx), by source file. */
export const AREA_MODULES: Record<SignedInArea, string[]> = {
  member: ['layout/SignedInArea.tsx', 'layout/MemberLayout.tsx'],
  admin: ['layout/SignedInArea.tsx', 'layout/AdminLayout.tsx'],
};

/** What Vite's build manifest says of each chunk: its file, the chunks it imports, its styles. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Written by the build beside index.html (`build.manifest` in vite.config.ts). */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

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

/**
 * The `<link>`s that fetch an area's code with the page: its scripts, and its styles without
 * applying them (the router applies them when the area draws). Without them, the browser asks
 * for the area's dozen files only once the first scripts have run and the session is known.
 * At low priority: on a slow connection, they would otherwise share its bandwidth with the
 * first scripts and delay the first paint (Lighthouse, /admin/users: 2.8 s, 3.1 s with them at
 * the default priority, 2.5 s at low priority; medians of 3 runs side by side).
 */
function areaLinks(manifest: Manifest, area: SignedInArea): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedWithThePage = importedChunks(manifest, entries);
  const chunks = [...importedChunks(manifest, AREA_MODULES[area])]
    .filter((key) => !loadedWithThePage.has(key))
    .flatMap((key) => manifest[key] ?? []);
  const scripts = chunks.map(
    ({ file }) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
  );
  const styles = [...new Set(chunks.flatMap(({ css = [] }) => css))].map(
    (file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
  );
  return [...scripts, ...styles].join('');
}

export type AreaPreloads = Record<SignedInArea, string>;

/** Each area's links, from the build in `webDir`; none when the build has no manifest. */
export async function readAreaPreloads(webDir: string): Promise<AreaPreloads> {
  const manifest = await readFile(path.join(webDir, MANIFEST_FILE), 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => ({}),
  );
  return { member: areaLinks(manifest, 'member'), admin: areaLinks(manifest, 'admin') };
}
