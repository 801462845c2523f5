import { and, eq, isNull } from 'drizzle-orm';
import {
  COMPANY_GIFTS_ACCOUNT,
  FEES_ACCOUNT,
  GIFTS_ACCOUNT,
  giftPostingLabel,
  membershipPostingLabel,
  type Posting,
  type PostingSource,
  treasuryAccountOf,
} from '../../../../domain/accounting-posting.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  adhesions,
  checkoutSessions,
  donations,
  donors,
  membershipOffers,
  users,
} from '../../../db/schema.ts';
import { isPaymentReceived } from '../../ledger/payment-received.ts';

/**
 * A membership's payment as the payments register lists it (`isPaymentReceived`, on its day),
 * while the association keeps the money: a refused sign-up, refunded or to refund, is not income.
 */
async function membershipPosting(tx: DbOrTx, id: string): Promise<Posting | null> {
  const [row] = await tx
    .select({
      amount: adhesions.montant_cents,
      date: adhesions.date_paiement,
      mode: adhesions.mode_paiement,
      user_id: adhesions.user_id,
      prenom: users.prenom,
      nom: users.nom,
      offer: membershipOffers.name,
      provider: checkoutSessions.provider,
    })
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .leftJoin(checkoutSessions, eq(checkoutSessions.payment_id, adhesions.payment_id))
    .where(and(eq(adhesions.id, id), isPaymentReceived, isNull(adhesions.refund)))
    .limit(1);
  if (!row) return null;
  return {
    date: row.date,
    label: membershipPostingLabel(row, row.offer),
    amount_cents: row.amount,
    debit: treasuryAccountOf(row),
    credit: FEES_ACCOUNT,
    user_id: row.user_id,
  };
}

/** A gift in money, on the day it was given; a company's is sponsorship (mécénat). */
async function giftPosting(tx: DbOrTx, id: string): Promise<Posting | null> {
  const [row] = await tx
    .select({
      amount: donations.amount_cents,
      date: donations.donated_on,
      mode: donations.mode_paiement,
      kind: donors.kind,
      prenom: donors.prenom,
      nom: donors.nom,
      raison_sociale: donors.raison_sociale,
      user_id: donors.user_id,
      provider: checkoutSessions.provider,
    })
    .from(donations)
    .innerJoin(donors, eq(donors.id, donations.donor_id))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, donations.checkout_id))
    .where(and(eq(donations.id, id), eq(donations.nature, 'numeraire')));
  if (!row) return null;
  return {
    date: row.date,
    label: giftPostingLabel(row),
    amount_cents: row.amount,
    debit: treasuryAccountOf(row),
    credit: row.kind === 'entreprise' ? COMPANY_GIFTS_ACCOUNT : GIFTS_ACCOUNT,
    user_id: row.user_id,
  };
}

/** What the source should have put into the books now; null when it should have put nothing. */
export function postingOf(tx: DbOrTx, source: PostingSource): Promise<Posting | null> {
  return source.kind === 'adhesion' ? membershipPosting(tx, source.id) : giftPosting(tx, source.id);
}
