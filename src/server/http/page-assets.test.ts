import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { type Manifest, pageAssetLinks } from './page-assets.ts';

/** As Vite writes it: the entry, the areas' layouts, what they share, and a page. */
const MANIFEST: Manifest = {
  'main.tsx': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_first-load-B2.js'],
    css: ['assets/index-X.css'],
  },
  '_first-load-B2.js': { file: 'assets/first-load-B2.js' },
  'layout/SignedInArea.tsx': {
    file: 'assets/SignedInArea-C3.js',
    imports: ['_first-load-B2.js', '_Modal-D4.js'],
    css: ['assets/SignedInArea-E5.css'],
  },
  '_Modal-D4.js': { file: 'assets/Modal-D4.js', imports: ['_first-load-B2.js'] },
  'layout/AdminLayout.tsx': { file: 'assets/AdminLayout-H8.js', imports: ['_navItems-G7.js'] },
  '_navItems-G7.js': { file: 'assets/navItems-G7.js' },
  'features/members/UsersAdminPage.tsx': {
    file: 'assets/UsersAdminPage-J9.js',
    imports: ['_navItems-G7.js', '_IconAction-K1.js'],
  },
  '_IconAction-K1.js': { file: 'assets/IconAction-K1.js', css: ['assets/IconAction-L2.css'] },
  'features/events/EventsPage.tsx': { file: 'assets/EventsPage-M3.js' },
};

const linked = (links: string, rel: string) =>
  [...links.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="/assets/([^"]+)">`, 'g'))].map(
    ([, file]) => file,
  );

describe("a drawn page's head", () => {
  const links = pageAssetLinks(MANIFEST, ['SignedInArea', 'AdminLayout', 'UsersAdminPage']);

  it('applies the styles of its levels and of what they import, before the first paint', () => {
    expect(linked(links, 'stylesheet')).toEqual(['SignedInArea-E5.css', 'IconAction-L2.css']);
  });

  it('fetches their code at low priority, but not what the entry loads anyway, nor another page', () => {
    expect(linked(links, 'modulepreload')).toEqual([
      'SignedInArea-C3.js',
      'Modal-D4.js',
      'AdminLayout-H8.js',
      'navItems-G7.js',
      'UsersAdminPage-J9.js',
      'IconAction-K1.js',
    ]);
    expect(links).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Modal-D4.js">',
    );
    expect(links).not.toContain('EventsPage');
  });

  it('names nothing for a page of the entry (the sign-in page)', () => {
    expect(pageAssetLinks(MANIFEST, [])).toBe('');
  });
});

/** The web app's source files, relative to src/web. */
async function webFiles(): Promise<string[]> {
  const root = path.join(projectRoot, 'src/web');
  const entries = await readdir(root, { recursive: true });
  return entries.filter((file) => /\.tsx?$/.test(file));
}

it("finds each lazily loaded level by its file's name: named after its component, and the only file of that name", async () => {
  const files = await webFiles();
  const names = files.map((file) => path.basename(file, path.extname(file)));
  const sources = await Promise.all(
    files.map((file) => readFile(path.join(projectRoot, 'src/web', file), 'utf8')),
  );
  const lazyLevels = sources.flatMap((source) => [
    ...source.matchAll(/lazyRoute\(\s*\(\) => import\('[^']*\/([^/']+)\.tsx'\),\s*'([^']+)'/g),
  ]);
  expect(lazyLevels.length).toBeGreaterThan(30);
  for (const [, file, component] of lazyLevels) {
    expect(component, file).toBe(file);
    expect(
      names.filter((name) => name === file),
      file,
    ).toHaveLength(1);
  }
});
