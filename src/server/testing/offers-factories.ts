import { eurosToCents } from '../../domain/money.ts';
import type { Db } from '../db/client.ts';
import { membershipOffers } from '../db/schema.ts';
import { presentOffer } from '../features/offers/offers.ts';

/** The offer's columns, its prices in euros as the tests write them. */
type OfferValues = Partial<Omit<typeof membershipOffers.$inferInsert, 'price_cents' | 'min_price_cents'>> & {
  price?: number;
  min_price?: number | null;
};

/** An offer open online by default: « Tarif réduit » at 3 €, unless `values` say otherwise. */
export async function createOffer(db: Db, { price = 3, min_price = null, ...values }: OfferValues = {}) {
  const [row] = await db
    .insert(membershipOffers)
    .values({
      name: 'Tarif réduit',
      type: 'standard',
      pricing: 'reduit',
      price_cents: eurosToCents(price),
      min_price_cents: min_price === null ? null : eurosToCents(min_price),
      condition: 'étudiants, demandeurs d’emploi',
      open_to_registration: true,
      open_to_renewal: true,
      position: 10,
      ...values,
    })
    .returning();
  if (!row) throw new Error('offer not created');
  return presentOffer(row);
}

/** « Foyer (jusqu'à 4 personnes) » at 15 €, open online. */
export const createHouseholdOffer = (db: Db, values: OfferValues = {}) =>
  createOffer(db, {
    name: 'Foyer (jusqu’à 4 personnes)',
    pricing: 'fixe',
    price: 15,
    condition: null,
    household_size: 4,
    position: 20,
    ...values,
  });
