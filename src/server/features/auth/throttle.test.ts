import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '6' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('password step throttling', () => {
  it('stops guessing on one account, even with the right password', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 3; i++)
      expect((await login(member.email, 'mauvais', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(member.email, member.password, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
  });

  it('stops one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++) await login(`inconnu-${i}@exemple.fr`, 'mauvais', '10.2.0.1');
    const member = await createMember(t.db);
    expect((await login(member.email, member.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(member.email, member.password, '10.2.0.2')).statusCode).toBe(200);
  });
});
