import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eurosToCents } from '../../../domain/money.ts';
import { addMonths } from '../../../domain/statistics.ts';
import type { Database } from '../../db/client.ts';
import { openScratchDatabase } from '../../testing/scratch-database.ts';
import { migrateUpTo } from '../backup/migrations.ts';
import { offersOfMonths } from '../statistics/offer-statistics.ts';
import { readYearStatistics } from '../statistics/stored-statistics.ts';
import { ledgerTotals } from './service.ts';

/** The version before memberships, gifts and receipts kept their amounts in cents. */
const BEFORE = '0037_donation_settings_in_cents';

async function rows<T>(database: Database, query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Amounts a float gets wrong (0.1, 0.2, 12.35, 19.99), the largest ones, 0, and the demo's fees. */
const FEES: [month: number, amount: string, mode: string | null, statut: string, paymentId: string | null][] =
  [
    [1, '0.10', 'Espèce', 'active', null],
    [1, '0.20', 'Espèce', 'active', null],
    [1, '7.50', 'Chèque', 'expired', null],
    [2, '1234567.89', 'Virement', 'active', null],
    [2, '0.00', null, 'active', null],
    [2, '10.00', 'Carte Bancaire', 'active', 'pi_migration_1'],
    [3, '25.00', 'Carte Bancaire', 'pending', 'pi_migration_2'],
    [3, '3.00', 'Chèque', 'pending', null],
    [3, '12.35', 'Virement', 'active', null],
    [4, '19.99', 'Carte Bancaire', 'refused', 'pi_migration_3'],
    [4, '30.00', 'Chèque', 'active', null],
    [5, '15.00', 'Carte Bancaire', 'active', 'pi_migration_4'],
  ];

/** Gifts in money and in kind, with the demo's amounts and the awkward ones. */
const GIFTS: [month: number, amount: string, mode: string | null][] = [
  [1, '0.10', 'Espèce'],
  [1, '0.20', 'Espèce'],
  [2, '7.50', 'Chèque'],
  [2, '1234567.89', 'Virement'],
  [3, '50.00', 'Chèque'],
  [3, '80.50', 'Carte Bancaire'],
  [4, '800.00', null],
  [4, '1000.00', 'Virement'],
  [5, '120.00', 'Chèque'],
];

const day = (month: number) =>
  `2019-${String(month).padStart(2, '0')}-${String(10 + month).padStart(2, '0')}`;
const MONTHS = Array.from({ length: 12 }, (_, index) => addMonths('2018-07', index));

async function loadOldRows(database: Database) {
  const [member] = await rows<{ id: string }>(
    database,
    sql`insert into users (id, name, email, prenom, nom)
        values (gen_random_uuid(), 'Jeanne Ancienne', 'jeanne.ancienne@exemple.fr', 'Jeanne', 'Ancienne')
        returning id`,
  );
  const [child] = await rows<{ id: string }>(
    database,
    sql`insert into users (id, name, email, prenom, nom)
        values (gen_random_uuid(), 'Léo Ancien', 'leo.ancien@exemple.fr', 'Léo', 'Ancien')
        returning id`,
  );
  if (!member || !child) throw new Error('members not created');
  for (const [month, amount, mode, statut, paymentId] of FEES) {
    await database.db.execute(
      sql`insert into adhesions (user_id, montant, date_debut, date_fin, statut, mode_paiement, payment_id, created_at)
          values (${member.id}, ${amount}::numeric, ${day(month)}::date, ${day(month)}::date + 365,
                  ${statut}::adhesion_status, ${mode}::payment_mode, ${paymentId}, ${day(month)}::date)`,
    );
  }
  // A household member's share: 0 €, the payer's membership holding the payment.
  await database.db.execute(
    sql`insert into adhesions (user_id, montant, date_debut, date_fin, statut, mode_paiement, household_of, created_at)
        select ${child.id}, 0, date_debut, date_fin, statut, mode_paiement, id, created_at
        from adhesions where montant = 15`,
  );
  const [donor] = await rows<{ id: string }>(
    database,
    sql`insert into donors (prenom, nom, user_id) values ('Jeanne', 'Ancienne', ${member.id}) returning id`,
  );
  if (!donor) throw new Error('donor not created');
  for (const [month, amount, mode] of GIFTS) {
    await database.db.execute(
      sql`insert into donations (donor_id, amount, donated_on, nature, mode_paiement, in_kind_description, receipt_wanted)
          values (${donor.id}, ${amount}::numeric, ${day(month)}::date,
                  ${mode === null ? 'nature' : 'numeraire'}::donation_nature, ${mode}::payment_mode,
                  ${mode === null ? 'Un piano' : null}, true)`,
    );
  }
  const receipt = (number: number, amount: string, fees: string | null) =>
    database.db.execute(
      sql`insert into donation_receipts (number, year, sequence, kind, donor_id, donor, beneficiary, amount,
            first_day, last_day, donation_ids, natures, modes, articles, access_token, fees_amount, fees_year)
          values (${`2019-${number}`}, 2019, ${number}, 'annuel', ${donor.id},
            '{"prenom": "Jeanne", "nom": "Ancienne"}'::jsonb, '{}'::jsonb, ${amount}::numeric,
            '2019-01-01', '2019-12-31', '{}', '{Numéraire}', '{Chèque}', '{200}', ${`jeton-${number}`},
            coalesce(${fees}::numeric, 0), ${fees === null ? null : 2019})`,
    );
  await receipt(1, '0.30', null);
  await receipt(2, '1234575.39', '7.50');
  await receipt(3, '0.20', '0.10');
  // A month the dashboard stored in euros, as the version before stored it.
  await database.db.execute(
    sql`insert into statistics_months (month, active_members, new_members, renewals, income, offers, donations)
        values ('2019-01', 1, 1, 0, '[{"mode_paiement": "Espèce", "count": 2, "montant": 0.3}]'::jsonb, '[]'::jsonb,
                '{"count": 2, "amount": 0.3}'::jsonb)`,
  );
}

type Sum = { key: string; count: number; total: string };

/** The dashboard's and the ledger's figures, as sums in euros of the version before. */
const oldFigures = (database: Database) =>
  Promise.all([
    rows<Sum>(
      database,
      sql`select to_char(date_paiement, 'YYYY-MM') || ' ' || coalesce(mode_paiement::text, '-') as key,
            count(*)::int as count, sum(montant)::text as total
          from adhesions where montant > 0 and (payment_id is not null or statut <> 'pending') group by 1`,
    ),
    rows<Sum>(
      database,
      sql`select to_char(donated_on, 'YYYY-MM') as key, count(*)::int as count, sum(amount)::text as total
          from donations group by 1`,
    ),
    rows<Sum>(
      database,
      sql`select offer_id::text as key, count(*)::int as count, sum(montant)::text as total
          from adhesions where montant > 0 and (payment_id is not null or statut <> 'pending') group by 1`,
    ),
    rows<Sum>(
      database,
      sql`select kind || ' ' || coalesce(mode, '-') as key, count(*)::int as count, sum(amount)::text as total
          from (select 'cotisation' as kind, mode_paiement::text as mode, montant as amount from adhesions
                where montant > 0 and (payment_id is not null or statut <> 'pending')
                union all
                select 'don', mode_paiement::text, amount from donations where nature = 'numeraire') as payments
          group by 1`,
    ),
  ]);

const inCents = (sums: Sum[]) =>
  sums
    .map(({ key, count, total }) => ({ key, count, cents: eurosToCents(total) }))
    .sort((a, b) => a.key.localeCompare(b.key));

/** The same figures as the app reads them now, in cents. */
async function newFigures(database: Database) {
  const { months, offerMonths } = await readYearStatistics(database.db, MONTHS, '2019-06');
  const income = months.flatMap(({ month, income: totals }) =>
    totals.map(({ mode_paiement, count, montant }) => ({
      key: `${month} ${mode_paiement ?? '-'}`,
      count,
      cents: eurosToCents(montant),
    })),
  );
  const gifts = months
    .filter(({ donations }) => donations.count > 0)
    .map(({ month, donations }) => ({
      key: month,
      count: donations.count,
      cents: eurosToCents(donations.amount),
    }));
  const offers = (await offersOfMonths(database.db, offerMonths)).map(({ offer_id, payments, income }) => ({
    key: offer_id,
    count: payments,
    cents: eurosToCents(income),
  }));
  const [fees, money] = await Promise.all(ledgerTotals(database.db, {}));
  const ledger = [
    ...(fees ?? []).map((total) => ({ ...total, kind: 'cotisation' })),
    ...(money ?? []).map((total) => ({ ...total, kind: 'don' })),
  ].map(({ kind, mode_paiement, count, cents }) => ({
    key: `${kind} ${mode_paiement ?? '-'}`,
    count,
    cents,
  }));
  const sorted = (figures: { key: string; count: number; cents: number }[]) =>
    figures.sort((a, b) => a.key.localeCompare(b.key));
  return [sorted(income), sorted(gifts), sorted(offers), sorted(ledger)];
}

const storedMonths = async (database: Database) =>
  (await rows<{ month: string }>(database, sql`select month from statistics_months order by month`)).map(
    (row) => row.month,
  );

describe('migration amounts_in_cents: memberships, gifts and receipts in cents', () => {
  it('keeps every amount and every figure of the dashboard and the ledger to the cent', async () => {
    const database = await openScratchDatabase();
    try {
      await migrateUpTo(database, BEFORE);
      await loadOldRows(database);
      const memberships = await rows<{ id: string; montant: string }>(
        database,
        sql`select id, montant::text as montant from adhesions order by id`,
      );
      const gifts = await rows<{ id: string; amount: string }>(
        database,
        sql`select id, amount::text as amount from donations order by id`,
      );
      const receipts = await rows<{ id: string; amount: string; fees_amount: string }>(
        database,
        sql`select id, amount::text as amount, fees_amount::text as fees_amount from donation_receipts order by id`,
      );
      const figures = await oldFigures(database);

      await database.migrate();

      expect(await rows(database, sql`select id, montant_cents from adhesions order by id`)).toEqual(
        memberships.map(({ id, montant }) => ({ id, montant_cents: eurosToCents(montant) })),
      );
      expect(await rows(database, sql`select id, amount_cents from donations order by id`)).toEqual(
        gifts.map(({ id, amount }) => ({ id, amount_cents: eurosToCents(amount) })),
      );
      expect(
        await rows(
          database,
          sql`select id, amount_cents, fees_amount_cents from donation_receipts order by id`,
        ),
      ).toEqual(
        receipts.map(({ id, amount, fees_amount }) => ({
          id,
          amount_cents: eurosToCents(amount),
          fees_amount_cents: eurosToCents(fees_amount),
        })),
      );
      expect(memberships).toHaveLength(FEES.length + 1);
      expect(gifts).toHaveLength(GIFTS.length);
      expect(receipts).toHaveLength(3);
      const cents = await rows<{ cents: number }>(
        database,
        sql`select montant_cents as cents from adhesions union all select amount_cents from donations
            union all select fees_amount_cents from donation_receipts`,
      );
      expect(cents.map((row) => row.cents)).toEqual(
        expect.arrayContaining([10, 20, 750, 123_456_789, 0, 1235]),
      );

      // The month stored in euros is forgotten, and computed again with the same figures.
      expect(await storedMonths(database)).toEqual([]);
      expect(await newFigures(database)).toEqual(figures.map(inCents));
      expect(await storedMonths(database)).toEqual(MONTHS);
    } finally {
      await database.close();
    }
  });

  it('keeps the checks, and the triggers forget the months a changed amount touches', async () => {
    const database = await openScratchDatabase();
    try {
      await migrateUpTo(database, BEFORE);
      await loadOldRows(database);
      await database.migrate();
      await newFigures(database);

      await database.db.execute(
        sql`update donations set amount_cents = amount_cents + 1 where donated_on = ${day(4)}`,
      );
      expect(await storedMonths(database)).toEqual(MONTHS.filter((month) => month < '2019-04'));
      await database.db.execute(
        sql`update adhesions set montant_cents = montant_cents + 1 where date_debut = ${day(2)} and montant_cents > 0`,
      );
      expect(await storedMonths(database)).toEqual(MONTHS.filter((month) => month < '2019-02'));

      await expect(
        database.db.execute(sql`update donations set amount_cents = 0 where donated_on = ${day(5)}`),
      ).rejects.toThrow();
      await expect(
        database.db.execute(sql`update adhesions set montant_cents = -1 where date_debut = ${day(5)}`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
