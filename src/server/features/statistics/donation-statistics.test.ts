import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema.ts';
import { createDonation } from '../../testing/donations-factories.ts';
import { createAdmin, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

/** The gifts of each month of the year to June 2019, as the dashboard reads them. */
async function giftsPerMonth(): Promise<Record<string, { count: number; amount: number }>> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/statistics/year?month=2019-06',
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  const months: { month: string; donations: { count: number; amount: number } }[] = response.json().months;
  return Object.fromEntries(
    months.filter((month) => month.donations.count > 0).map((month) => [month.month, month.donations]),
  );
}

describe('the gifts per month of the statistics', () => {
  it('count a gift in its month, and forget it when it moves or goes', async () => {
    expect(await giftsPerMonth()).toEqual({});
    const { donation } = await createDonation(t.ctx, {
      amount_cents: 8050,
      donated_on: '2019-03-10',
      receipt_wanted: false,
    });
    await createDonation(t.ctx, {
      amount_cents: 20_000,
      donated_on: '2019-03-20',
      nature: 'nature',
      mode_paiement: null,
      in_kind_description: 'Un piano',
      receipt_wanted: false,
    });
    expect(await giftsPerMonth()).toEqual({ '2019-03': { count: 2, amount: 280.5 } });

    await t.db.update(donations).set({ donated_on: '2019-05-02' }).where(eq(donations.id, donation.id));
    expect(await giftsPerMonth()).toEqual({
      '2019-03': { count: 1, amount: 200 },
      '2019-05': { count: 1, amount: 80.5 },
    });

    await t.db.update(donations).set({ amount_cents: 9000 }).where(eq(donations.id, donation.id));
    expect((await giftsPerMonth())['2019-05']).toEqual({ count: 1, amount: 90 });

    await t.db.delete(donations).where(eq(donations.id, donation.id));
    expect(await giftsPerMonth()).toEqual({ '2019-03': { count: 1, amount: 200 } });
  });
});
