import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '3' } });
});
afterAll(() => t.close());

const openCheckout = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registration/checkout',
    payload: registrationInput(),
    remoteAddress: ip,
  });

describe('registration checkout throttling', () => {
  it('stops one address opening payments by the hundred, not the others', async () => {
    for (let i = 0; i < 3; i++) expect((await openCheckout('10.3.0.1')).statusCode).toBe(200);
    const blocked = await openCheckout('10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect((await openCheckout('10.3.0.2')).statusCode).toBe(200);
  });
});
