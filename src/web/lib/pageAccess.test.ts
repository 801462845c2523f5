import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/auth.ts';
import { redirectOf, returnPathOf, signInPath } from './pageAccess.ts';

const member = { role: 'member' } as SessionUser;
const admin = { role: 'admin' } as SessionUser;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('redirectOf', () => {
  it('sends a signed-out visitor of a signed-in page to sign in, keeping where they were going', () => {
    expect(redirectOf('signedIn', null, at('/documents', '?page=2'))).toBe(
      '/login?retour=%2Fdocuments%3Fpage%3D2',
    );
    expect(redirectOf('admin', null, at('/admin/users'))).toBe('/login?retour=%2Fadmin%2Fusers');
    expect(redirectOf('signedIn', null, at('/'))).toBe('/login');
  });

  it('sends a member on an administrator page home, and lets an administrator in', () => {
    expect(redirectOf('admin', member, at('/admin/users'))).toBe('/');
    expect(redirectOf('admin', admin, at('/admin/users'))).toBeNull();
    expect(redirectOf('signedIn', member, at('/documents'))).toBeNull();
  });

  it('sends a signed-in visitor of the sign-in pages where they were heading, never to another site', () => {
    expect(redirectOf('signedOut', member, at('/login', '?retour=%2Fdocuments'))).toBe('/documents');
    expect(redirectOf('signedOut', member, at('/login', '?retour=%2F%2Fevil.example'))).toBe('/');
    expect(redirectOf('signedOut', null, at('/login'))).toBeNull();
  });

  it('sends a signed-in visitor home when the return address is another site in disguise', () => {
    for (const search of ['?retour=/%5Cevil.example/x', '?retour=/%09/evil.example', '?retour=/%2F/evil']) {
      expect(redirectOf('signedOut', member, at('/login', search)), search).toBe('/');
    }
  });
});

describe('signInPath and returnPathOf', () => {
  it('write and read the same origin', () => {
    expect(returnPathOf(new URL(signInPath('/admin/users?q=a&b'), 'http://x').search)).toBe(
      '/admin/users?q=a&b',
    );
  });
});
