import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdhesionStatus, PaymentMode } from '../../../domain/members.ts';
import { adhesions, donationReceipts } from '../../db/schema.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, addHouseholdMembership } from '../../testing/members-factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { feesOfYear } from './receipted-fees.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A membership paid on `day` (a past day: the ledger's payment day is then the start day). */
async function feePaid(
  userId: string,
  day: string,
  values: {
    montant_cents?: number;
    mode?: PaymentMode | null;
    statut?: AdhesionStatus;
    payment_id?: string;
  } = {},
) {
  const [row] = await t.db
    .insert(adhesions)
    .values({
      user_id: userId,
      montant_cents: values.montant_cents ?? 3000,
      date_debut: day,
      date_fin: `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`,
      statut: values.statut ?? 'expired',
      mode_paiement: values.mode === undefined ? 'Chèque' : values.mode,
      payment_id: values.payment_id ?? null,
    })
    .returning();
  if (!row) throw new Error('adhésion non créée');
  return row;
}

describe('feesOfYear', () => {
  it('adds up the paid fees of the calendar year, from the first payment day to the last, with their modes', async () => {
    const member = await createMember(t.db);
    await feePaid(member.id, '2024-12-31', { montant_cents: 9900 });
    await feePaid(member.id, '2025-01-10', { montant_cents: 3000, mode: 'Virement' });
    await feePaid(member.id, '2025-06-01', { montant_cents: 1250, mode: 'Chèque' });
    await feePaid(member.id, '2025-09-15', { montant_cents: 725, mode: 'Virement' });
    await feePaid(member.id, '2026-01-01', { montant_cents: 9900 });
    expect(await feesOfYear(t.db, member.id, 2025)).toEqual({
      amount_cents: 4975,
      first_day: '2025-01-10',
      last_day: '2025-09-15',
      modes: ['Chèque', 'Virement'],
    });
  });

  it('leaves out free memberships, pending and refused ones, a household member’s share and other members’ fees', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    await feePaid(member.id, '2025-03-01', { montant_cents: 0 });
    await feePaid(member.id, '2025-04-01', { statut: 'pending' });
    await feePaid(member.id, '2025-05-01', { statut: 'pending', payment_id: `cs_attente_${member.id}` });
    await feePaid(member.id, '2025-06-01', { statut: 'refused', payment_id: `cs_refus_${member.id}` });
    const payer = await feePaid(other.id, '2025-02-01', { montant_cents: 4000, mode: null });
    await addHouseholdMembership(t.db, payer, member.id);
    expect(await feesOfYear(t.db, member.id, 2025)).toBeNull();
    expect(await feesOfYear(t.db, other.id, 2025)).toEqual({
      amount_cents: 4000,
      first_day: '2025-02-01',
      last_day: '2025-02-01',
      modes: [],
    });
  });
});

describe('the membership attestation', () => {
  const attestationText = async (cookie: string, adhesionId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/members/me/adhesions/${adhesionId}/attestation`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload);
  };

  it('says « sans valeur fiscale » unless receipts are on and fees are receipted', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const adhesion = await addAdhesion(t.db, member.id, { montant_cents: 3000 });
    await createAdmin(t.db);

    expect(await attestationText(cookie, adhesion.id)).toContain('Document sans valeur fiscale');
    // Fees receipted while receipts are off: nothing is issued, the attestation says so.
    await enableReceipts(t.ctx, { receipts_enabled: false, receipt_fees: true });
    expect(await attestationText(cookie, adhesion.id)).toContain('Document sans valeur fiscale');
    await enableReceipts(t.ctx, { receipt_fees: false });
    expect(await attestationText(cookie, adhesion.id)).toContain('Document sans valeur fiscale');

    await enableReceipts(t.ctx, { receipt_fees: true });
    const text = await attestationText(cookie, adhesion.id);
    expect(text).not.toContain('sans valeur fiscale');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Cette cotisation ouvre droit à un reçu fiscal, délivré avec les reçus annuels des dons',
    );
  });
});

describe('the annual receipts, fees receipted', () => {
  const issueAnnual = async (cookie: string, year: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/donation-receipts/annual',
      headers: { cookie },
      payload: { year },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const address = { adresse: '8 rue Haute', code_postal: '31000', ville: 'Toulouse' };

  it('add a member’s fees of the year to their gifts, give a member with fees only their own receipt, once', async () => {
    const adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
    await enableReceipts(t.ctx, { receipt_mode: 'annuel', receipt_fees: true });
    const giver = await createMember(t.db, { prenom: 'Léa', nom: 'Cotisante', ...address });
    const feesOnly = await createMember(t.db, { prenom: 'Paul', nom: 'Adhérent', ...address });
    await feePaid(giver.id, '2023-03-01', { montant_cents: 3000 });
    await feePaid(feesOnly.id, '2023-05-02', { montant_cents: 1250, mode: 'Virement' });
    const { donor } = await createDonation(t.ctx, {
      donor: { user_id: giver.id, prenom: 'Léa', nom: 'Cotisante', email: giver.email, ...address },
      amount_cents: 5000,
      donated_on: '2023-09-01',
    });

    const first = await issueAnnual(adminCookie, 2023);
    expect(first.issued).toBe(2);
    const receipts = await t.db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.fees_year, 2023))
      .orderBy(donationReceipts.sequence);
    const byDonor = new Map(receipts.map((receipt) => [receipt.donor.nom, receipt]));
    expect(byDonor.get('Cotisante')).toMatchObject({
      donor_id: donor.id,
      amount_cents: 8000,
      fees_amount_cents: 3000,
      first_day: '2023-03-01',
      last_day: '2023-09-01',
    });
    expect(byDonor.get('Adhérent')).toMatchObject({
      amount_cents: 1250,
      fees_amount_cents: 1250,
      modes: ['Virement'],
    });

    // Once a year: a second run issues nothing.
    expect((await issueAnnual(adminCookie, 2023)).issued).toBe(0);
  });
});
