import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS } from './screenshot-list.ts';

const GUIDE = path.resolve(import.meta.dirname, '../../docs/guide');
const CAPTURES = path.join(GUIDE, 'captures');

const pages = readdirSync(GUIDE)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(path.join(GUIDE, name), 'utf8') }));

/** Every relative target of a Markdown link or image on a page: web addresses and anchors aside. */
function localTargets(text: string, images: boolean): string[] {
  const pattern = images ? /!\[[^\]]*\]\(([^)\s]+)\)/g : /(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g;
  return [...text.matchAll(pattern)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target));
}

const linkedImages = new Set(
  pages.flatMap((page) => localTargets(page.text, true).map((target) => path.resolve(GUIDE, target))),
);

describe('the user guide', () => {
  it.each(pages)('$name shows only images that exist', ({ text }) => {
    const missing = localTargets(text, true).filter((target) => !existsSync(path.resolve(GUIDE, target)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('$name links only to files that exist', ({ text }) => {
    const missing = localTargets(text, false).filter((target) => !existsSync(path.resolve(GUIDE, target)));
    expect(missing).toEqual([]);
  });

  it('uses every screenshot the script takes, and each is taken once', () => {
    const files = SCREENSHOTS.map((shot) => shot.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files.filter((file) => !linkedImages.has(path.join(CAPTURES, file)))).toEqual([]);
  });

  it('keeps no capture the script no longer takes', () => {
    const declared = new Set(SCREENSHOTS.map((shot) => shot.file));
    expect(readdirSync(CAPTURES).filter((file) => !declared.has(file))).toEqual([]);
  });

  it('lists every page in its index', () => {
    const index = pages.find((page) => page.name === 'README.md')?.text ?? '';
    const listed = new Set(localTargets(index, false));
    expect(
      pages.map((page) => page.name).filter((name) => name !== 'README.md' && !listed.has(name)),
    ).toEqual([]);
  });
});
