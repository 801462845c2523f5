import { eq } from 'drizzle-orm';
import { type AdhesionType, addOneYear, type PaymentMode, todayIso } from '../../src/domain/members.ts';
import { accounts, adhesions } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { helloAssoPaymentId } from '../../src/server/infra/payments/helloasso.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

const FIRST_NAMES = [
  'Léa',
  'Louis',
  'Chloé',
  'Gabriel',
  'Manon',
  'Arthur',
  'Inès',
  'Raphaël',
  'Jade',
  'Noé',
  'Zoé',
  'Éric',
];
const LAST_NAMES = [
  'Moreau',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Chevalier',
  'François',
];
const TOWNS: [string, string][] = [
  ['Lyon', '69003'],
  ['Villeurbanne', '69100'],
  ['Écully', '69130'],
  ['Vénissieux', '69200'],
  ['Caluire-et-Cuire', '69300'],
];
const MODES: PaymentMode[] = ['Carte Bancaire', 'Chèque', 'Espèce', 'Virement', 'Carte Bancaire'];

const FEES_CENTS: Record<AdhesionType, number> = { standard: 750, premium: 1000, bienfaiteur: 2500 };

/** The day a membership was paid, at a plausible hour, so that the ledger dates it that day. */
const paidAt = (daysAgo: number, minutes: number) => {
  const date = new Date(`${isoDaysFromNow(-daysAgo)}T09:00:00+01:00`);
  date.setMinutes(date.getMinutes() + minutes);
  return date;
};

type Joiner = { joinedDaysAgo: number; renews: boolean };

/** Card payments went through Stripe until a year ago, through HelloAsso since. */
const cardReference = (index: number, year: number, daysAgo: number) =>
  daysAgo < 365 ? helloAssoPaymentId(70_000 + index * 2 + year) : `demo-pi-${index + 1}-${year + 1}`;

/**
 * Two years of the treasurer's book: members who joined week after week and mostly renewed, paid
 * by card, cheque, cash or transfer, so that the payments ledger, its totals and the year's
 * charts have something to show. Three memberships end in 30 days, in 7 days and ended yesterday:
 * the renewal reminders are due for them.
 */
export async function seedPayments({ tx, admin }: DemoContext) {
  // Same password as every demo account.
  const [adminLogin] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, admin.id));
  const passwordHash = adminLogin?.password ?? '';
  const joiners: Joiner[] = Array.from({ length: 36 }, (_, index) => ({
    joinedDaysAgo: 15 + index * 19,
    renews: index % 5 !== 3,
  }));
  joiners.push(
    { joinedDaysAgo: 335, renews: false },
    { joinedDaysAgo: 358, renews: false },
    { joinedDaysAgo: 366, renews: false },
  );
  const today = todayIso();
  for (const [index, joiner] of joiners.entries()) {
    const prenom = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Camille';
    const nom = LAST_NAMES[(index * 5) % LAST_NAMES.length] ?? 'Durand';
    const [ville, code_postal] = TOWNS[index % TOWNS.length] ?? ['Lyon', '69001'];
    const { id } = await createAccount(tx, {
      prenom,
      nom,
      email: `adherent${index + 1}@demo.asso.fr`,
      passwordHash,
      adresse: `${index + 2} rue Victor Hugo`,
      ville,
      code_postal,
      is_active: true,
    });
    const type: AdhesionType = index % 11 === 5 ? 'bienfaiteur' : index % 4 === 1 ? 'premium' : 'standard';
    const years = joiner.renews ? [0, 365] : [0];
    for (const [year, offset] of years.entries()) {
      const daysAgo = joiner.joinedDaysAgo - offset;
      if (daysAgo < 0) continue;
      const start = isoDaysFromNow(-daysAgo);
      const end = addOneYear(start);
      const mode = MODES[(index + year) % MODES.length] ?? 'Chèque';
      await tx.insert(adhesions).values({
        user_id: id,
        type,
        montant_cents: FEES_CENTS[type],
        date_debut: start,
        date_fin: end,
        statut: end <= today ? 'expired' : 'active',
        mode_paiement: mode,
        payment_id: mode === 'Carte Bancaire' ? cardReference(index, year, daysAgo) : null,
        created_at: paidAt(daysAgo, index),
      });
    }
  }
  // The administrator's own earlier year, paid by cheque.
  const start = isoDaysFromNow(-455);
  await tx.insert(adhesions).values({
    user_id: admin.id,
    type: 'standard',
    montant_cents: 750,
    date_debut: start,
    date_fin: addOneYear(start),
    statut: 'expired',
    mode_paiement: 'Chèque',
    created_at: paidAt(455, 0),
  });
}
