import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegisterInput } from '../../domain/registration.ts';
import type { Db } from '../db/client.ts';
import { accounts, adhesions, users } from '../db/schema.ts';
import { payOnSimulatedPage, sessionIdOf } from './checkout-pages.ts';

export function registrationInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    prenom: 'Jeanne',
    nom: 'Moreau',
    email: `jeanne-${Math.random().toString(36).slice(2, 10)}@exemple.fr`,
    password: 'secret-123',
    adresse: '12 rue des Lilas',
    code_postal: '69003',
    ville: 'Lyon',
    ...overrides,
  };
}

/** Opens the checkout and pays on the simulated provider's page; returns the provider's session id. */
export async function payRegistration(app: FastifyInstance, input: RegisterInput): Promise<string> {
  const checkout = await app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
  if (checkout.statusCode !== 200) throw new Error(`checkout refused: ${checkout.body}`);
  const checkoutUrl: string = checkout.json().url;
  await payOnSimulatedPage(app, checkoutUrl);
  return sessionIdOf(checkoutUrl);
}

/** Every user row with this email, and the memberships and logins of the first one. */
export async function findRegistered(db: Db, email: string) {
  const created = await db.select().from(users).where(eq(users.email, email));
  const userId = created[0]?.id ?? '';
  return {
    users: created,
    memberships: await db.select().from(adhesions).where(eq(adhesions.user_id, userId)),
    logins: await db.select().from(accounts).where(eq(accounts.userId, userId)),
  };
}
