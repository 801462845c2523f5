import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { donationReceipts } from '../../db/schema.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getDonationSettings } from './donation-settings.ts';
import { recordDonation } from './record-donation.ts';

let t: TestApp;
const year = Number(todayIso().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  await enableReceipts(t.ctx);
});
afterAll(() => t.close());

const sequences = async () =>
  (
    await t.db
      .select({ sequence: donationReceipts.sequence })
      .from(donationReceipts)
      .where(eq(donationReceipts.year, year))
      .orderBy(asc(donationReceipts.sequence))
  ).map((row) => row.sequence);

describe('receipt numbers', () => {
  it('gives 20 gifts issued together the numbers 1 to 20 of the year, none twice, none skipped', async () => {
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createDonation(t.ctx, {
          donor: {
            user_id: null,
            prenom: 'Donateur',
            nom: `Parallèle ${index}`,
            email: `parallele-${index}@example.org`,
            adresse: '1 rue du Test',
            code_postal: '75001',
            ville: 'Paris',
          },
        }),
      ),
    );
    const numbers = issued.map((gift) => gift.receipt?.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `${year}-${String(index + 1).padStart(4, '0')}`),
    );
    expect(await sequences()).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('gives back the number of a transaction that fails after taking it', async () => {
    const settings = await getDonationSettings(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        const { receipt } = await recordDonation(
          tx,
          t.ctx,
          {
            donor: {
              user_id: null,
              prenom: 'Échec',
              nom: 'Volontaire',
              email: 'echec@example.org',
              adresse: '2 rue du Test',
              code_postal: '75002',
              ville: 'Paris',
            },
            amount_cents: 3000,
            donated_on: todayIso(),
            nature: 'numeraire',
            mode_paiement: 'Espèce',
            in_kind_description: null,
            receipt_wanted: true,
            recorded_by: null,
          },
          { settings, sender: { associationName: 'Association de test' } },
        );
        expect(receipt?.sequence).toBe(21);
        throw new Error('panne après le numéro');
      }),
    ).rejects.toThrow('panne après le numéro');
    const next = await createDonation(t.ctx);
    expect(next.receipt?.number).toBe(`${year}-0021`);
    expect(await sequences()).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
  });
});
