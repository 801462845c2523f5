import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OnlineDonationInput } from '../../domain/donations-schemas.ts';
import type { Db } from '../db/client.ts';
import { donations, donors } from '../db/schema.ts';
import { payOnSimulatedPage, sessionIdOf } from './checkout-pages.ts';

/** Paul Généreux's 80 € gift with a receipt wanted, under an address of his own, unless `overrides` say otherwise. */
export function onlineDonationInput(overrides: Partial<OnlineDonationInput> = {}): OnlineDonationInput {
  return {
    amount: 80,
    donor_kind: 'particulier',
    raison_sociale: null,
    siren: null,
    prenom: 'Paul',
    nom: 'Généreux',
    email: `paul-${Math.random().toString(36).slice(2, 10)}@exemple.fr`,
    adresse: '8 rue de la Paix',
    code_postal: '75002',
    ville: 'Paris',
    receipt_wanted: true,
    ...overrides,
  };
}

/** Opens the gift's payment and pays on the simulated provider's page; returns the provider's session id. */
export async function payDonation(
  app: FastifyInstance,
  input: OnlineDonationInput,
  headers: Record<string, string> = {},
): Promise<string> {
  const checkout = await app.inject({ method: 'POST', url: '/api/donations', payload: input, headers });
  if (checkout.statusCode !== 200) throw new Error(`checkout refused: ${checkout.body}`);
  const checkoutUrl: string = checkout.json().url;
  await payOnSimulatedPage(app, checkoutUrl);
  return sessionIdOf(checkoutUrl);
}

/** The gifts of the donor with this email, with the donor. */
export function giftsOf(db: Db, email: string) {
  return db
    .select({ donation: donations, donor: donors })
    .from(donations)
    .innerJoin(donors, eq(donors.id, donations.donor_id))
    .where(eq(donors.email, email));
}
