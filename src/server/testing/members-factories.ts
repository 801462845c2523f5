import { type AdhesionStatus, type AdhesionType, addOneYear, todayIso } from '../../domain/members.ts';
import type { Db } from '../db/client.ts';
import { adhesions } from '../db/schema.ts';

/** A date `days` away from today, as YYYY-MM-DD. */
export const isoDaysFromToday = (days: number) => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A one-year membership that started `startedDaysAgo` days ago. */
export async function addAdhesion(
  db: Db,
  userId: string,
  options: {
    startedDaysAgo?: number;
    statut?: AdhesionStatus;
    montant_cents?: number;
    type?: AdhesionType;
    offer_id?: string;
    payment_id?: string;
  } = {},
) {
  const start = isoDaysFromToday(-(options.startedDaysAgo ?? 30));
  const [row] = await db
    .insert(adhesions)
    .values({
      user_id: userId,
      ...(options.offer_id ? { offer_id: options.offer_id } : {}),
      payment_id: options.payment_id ?? null,
      type: options.type ?? 'standard',
      montant_cents: options.montant_cents ?? 750,
      date_debut: start,
      date_fin: addOneYear(start),
      statut: options.statut ?? 'active',
      mode_paiement: 'Carte Bancaire',
    })
    .returning();
  if (!row) throw new Error('membership not created');
  return row;
}

/** A household member's membership as the payment's finalisation records it: the payer's, at 0 €. */
export async function addHouseholdMembership(
  db: Db,
  payerMembership: typeof adhesions.$inferSelect,
  userId: string,
) {
  const [row] = await db
    .insert(adhesions)
    .values({
      user_id: userId,
      offer_id: payerMembership.offer_id,
      type: payerMembership.type,
      household_of: payerMembership.id,
      montant_cents: 0,
      date_debut: payerMembership.date_debut,
      date_fin: payerMembership.date_fin,
      statut: payerMembership.statut,
      mode_paiement: payerMembership.mode_paiement,
    })
    .returning();
  if (!row) throw new Error('household membership not created');
  return row;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function fileUpload(name: string, type: string, data: Buffer) {
  const boundary = `----membres${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1×1 pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
