import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDonationInput } from '../../testing/online-donations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP: '3' } });
});
afterAll(() => t.close());

const give = (ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/donations', payload: onlineDonationInput(), remoteAddress: ip });

describe('donation checkout throttling', () => {
  it('stops one address opening payments by the hundred, not the others', async () => {
    for (let i = 0; i < 3; i++) expect((await give('10.36.0.1')).statusCode).toBe(200);
    const blocked = await give('10.36.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await give('10.36.0.2')).statusCode).toBe(200);
  });
});
