import { PAYMENT_MODES, type PaymentMode } from './members.ts';

/**
 * What posts an entry by itself, named in `accounting_entries.source_kind`: a membership's payment
 * (`adhesion`) and a gift in money (`don`). A posting is corrected once by a reversal, whose
 * source is the reversed posting's own with `-annulation` added to its kind.
 */
export type PostingSourceKind = 'adhesion' | 'don';
export type PostingSource = { kind: PostingSourceKind; id: string };

export const reversalKindOf = (kind: PostingSourceKind) => `${kind}-annulation`;

/**
 * A source posted again after a correction in a closed year: its second posting is `<id>:2`, then
 * `<id>:3`, so that each posting keeps its own unique source.
 */
export const postingSourceId = (id: string, revision: number) => (revision === 1 ? id : `${id}:${revision}`);

/** Income accounts (plan comptable des associations, ANC 2018-06). */
export const FEES_ACCOUNT = '756';
export const GIFTS_ACCOUNT = '7541';
export const COMPANY_GIFTS_ACCOUNT = '7542';
export const BANK_ACCOUNT = '512';

/** Where money paid by hand goes: cheques wait for their deposit slip, cash goes to the till. */
const [card, cheque, cash, transfer] = PAYMENT_MODES;
const TREASURY_OF_MODE: Record<PaymentMode, string> = {
  [cheque]: '5112',
  [cash]: '530',
  [transfer]: BANK_ACCOUNT,
  [card]: BANK_ACCOUNT,
};

/**
 * An online payment waits with its provider until the payout: one clearing account per provider,
 * under 5115 « Paiements par carte à encaisser », created on first use.
 */
export const CLEARING_ACCOUNTS: Record<string, { code: string; label: string }> = {
  helloasso: { code: '51151', label: 'HelloAsso' },
  stripe: { code: '51152', label: 'Stripe' },
  simulated: { code: '51159', label: 'Paiement en ligne simulé' },
};
const OTHER_PROVIDER = { code: '51158', label: 'Autre service de paiement en ligne' };

/** The account (code and, for a clearing account, its label) a payment is debited to. */
export function treasuryAccountOf(payment: { mode: PaymentMode | null; provider: string | null }): {
  code: string;
  label: string | null;
} {
  if (payment.provider) return CLEARING_ACCOUNTS[payment.provider] ?? OTHER_PROVIDER;
  // A membership recorded without a mode was paid all the same: to the bank, until the treasurer moves it.
  return { code: payment.mode ? TREASURY_OF_MODE[payment.mode] : BANK_ACCOUNT, label: null };
}

export const membershipPostingLabel = (person: { prenom: string; nom: string }, offer: string) =>
  `Cotisation — ${person.prenom} ${person.nom} (${offer})`;

export const giftPostingLabel = (donor: { prenom: string; nom: string; raison_sociale: string | null }) =>
  `Don — ${donor.raison_sociale ?? `${donor.prenom} ${donor.nom}`}`;

export const reversalLabel = (label: string) => `Annulation — ${label}`;

/** What one source should put into the books: the treasury debited, its income credited. */
export type Posting = {
  date: string;
  label: string;
  amount_cents: number;
  debit: { code: string; label: string | null };
  credit: string;
  user_id: string | null;
};
