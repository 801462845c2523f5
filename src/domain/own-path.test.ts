import { describe, expect, it } from 'vitest';
import { ownPath } from './own-path.ts';

/** As a browser opens an address handed to it on the app's page. */
const APP_ORIGIN = 'https://membres.mon-asso.fr';
const opened = (path: string) => new URL(path, `${APP_ORIGIN}/login`);

describe('ownPath', () => {
  it('keeps a path of the site, with its query and fragment', () => {
    expect(ownPath('/documents')).toBe('/documents');
    expect(ownPath('/admin/users?q=a&b#liste')).toBe('/admin/users?q=a&b#liste');
    expect(ownPath('/')).toBe('/');
    expect(ownPath('/%5Cevil')).toBe('/%5Cevil');
    expect(ownPath('/a/../b')).toBe('/b');
  });

  it.each([
    ['a backslash the browser reads as a slash', '/\\evil.example/x'],
    ['a backslash before a letter', '/\\tevil'],
    ['a protocol-relative address', '//evil.example'],
    ['backslashes both ways', '\\/evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['an absolute address', 'https://evil.example'],
    ['an address without slashes', 'https:evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'documents'],
    ['dot segments that end on a protocol-relative path', '/..//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['encoded dot segments', '/%2e%2e//evil.example'],
    ['a leading space', ' //evil.example'],
    ['nothing', ''],
  ])('refuses %s', (_what, hostile) => {
    expect(ownPath(hostile)).toBeUndefined();
  });

  it.each([
    '/%5Cevil.example/x',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    '/%2F%5Cevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
  ])('refuses %s, once the address is decoded, as the sign-in page reads it', (encoded) => {
    expect(ownPath(new URLSearchParams(`retour=${encoded}`).get('retour'))).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 42, ['/documents'], { pathname: '/' }]) {
      expect(ownPath(value)).toBeUndefined();
    }
  });

  it('gives only paths that a browser opens on the app itself', () => {
    const tried = [
      '/documents?x=1',
      '/%5Cevil.example',
      '/%09/x',
      '/é',
      '/a/./b/../c',
      '/?retour=//evil',
      '/#//evil',
    ];
    for (const value of tried) {
      const path = ownPath(value);
      expect(path, value).toBeDefined();
      expect(opened(path as string).origin, value).toBe(APP_ORIGIN);
      expect(ownPath(path), value).toBe(path);
    }
  });
});
