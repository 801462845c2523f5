import { eq } from 'drizzle-orm';
import { addOneYear } from '../../src/domain/members.ts';
import { accounts, adhesions, householdDependants, membershipOffers } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

type NewOffer = typeof membershipOffers.$inferInsert;

/** Beside the spec's three: a reduced price, « prix libre » and a household, all open online. */
const DEMO_OFFERS: NewOffer[] = [
  {
    name: 'Tarif réduit',
    description: 'La même adhésion, à prix doux.',
    type: 'standard',
    pricing: 'reduit',
    price_cents: 300,
    condition: 'étudiants, demandeurs d’emploi',
    open_to_registration: true,
    open_to_renewal: true,
    position: 10,
  },
  {
    name: 'Prix libre',
    description: 'Vous choisissez votre cotisation, à partir de 5 €.',
    type: 'standard',
    pricing: 'libre',
    price_cents: 2000,
    min_price_cents: 500,
    open_to_registration: true,
    open_to_renewal: true,
    position: 20,
  },
  {
    name: 'Foyer (jusqu’à 4 personnes)',
    description: 'Une adhésion pour chaque membre du foyer, un seul paiement.',
    type: 'standard',
    pricing: 'fixe',
    price_cents: 1500,
    household_size: 4,
    open_to_registration: true,
    open_to_renewal: true,
    position: 30,
  },
];

const paidOn = (daysAgo: number) => new Date(`${isoDaysFromNow(-daysAgo)}T10:30:00+01:00`);

/**
 * The association's own offers and a few members on them: a student at the reduced price, two
 * « prix libre » amounts, and the Roussel household of four, paid once by Claire: three accounts and
 * a child without one.
 */
export async function seedOffers({ tx, admin }: DemoContext) {
  const offers = await tx.insert(membershipOffers).values(DEMO_OFFERS).returning();
  const offerNamed = (name: string) => {
    const offer = offers.find((candidate) => candidate.name === name);
    if (!offer) throw new Error(`demo offer missing: ${name}`);
    return offer;
  };
  // Same password as every demo account.
  const [adminLogin] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, admin.id));
  const passwordHash = adminLogin?.password ?? '';
  const person = (prenom: string, nom: string) =>
    createAccount(tx, {
      prenom,
      nom,
      email: `${prenom}.${nom}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').concat('@demo.asso.fr'),
      passwordHash,
      ville: 'Lyon',
      code_postal: '69007',
      is_active: true,
    });
  const membership = (userId: string, offerName: string, montantCents: number, daysAgo: number) => {
    const start = isoDaysFromNow(-daysAgo);
    return {
      user_id: userId,
      offer_id: offerNamed(offerName).id,
      type: offerNamed(offerName).type,
      montant_cents: montantCents,
      date_debut: start,
      date_fin: addOneYear(start),
      statut: 'active' as const,
      created_at: paidOn(daysAgo),
    };
  };

  const student = await person('Théo', 'Lambert');
  await tx
    .insert(adhesions)
    .values({ ...membership(student.id, 'Tarif réduit', 300, 40), mode_paiement: 'Espèce' });
  for (const [index, [prenom, nom, montantCents]] of (
    [
      ['Margaux', 'Perrin', 1200],
      ['Bruno', 'Lemoine', 3000],
    ] as const
  ).entries()) {
    const { id } = await person(prenom, nom);
    await tx.insert(adhesions).values({
      ...membership(id, 'Prix libre', montantCents, 20 + index * 25),
      mode_paiement: 'Carte Bancaire',
      payment_id: `demo-prix-libre-${index + 1}`,
    });
  }

  const payer = await person('Claire', 'Roussel');
  const [paid] = await tx
    .insert(adhesions)
    .values({
      ...membership(payer.id, 'Foyer (jusqu’à 4 personnes)', 1500, 55),
      mode_paiement: 'Carte Bancaire',
      payment_id: 'demo-foyer-roussel',
    })
    .returning();
  if (!paid) return;
  for (const prenom of ['Antoine', 'Jeanne']) {
    const { id } = await person(prenom, 'Roussel');
    await tx.insert(adhesions).values({
      ...membership(id, 'Foyer (jusqu’à 4 personnes)', 0, 55),
      household_of: paid.id,
      mode_paiement: paid.mode_paiement,
    });
  }
  // A child has no email: covered by the payment, without an account.
  await tx
    .insert(householdDependants)
    .values({ payer_adhesion_id: paid.id, prenom: 'Léon', nom: 'Roussel', annee_naissance: 2017 });
}
