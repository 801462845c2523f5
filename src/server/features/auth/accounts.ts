import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN } from '../../../domain/auth.ts';
import type { MemberFunction, MemberStatus, Role } from '../../../domain/members.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

export type NewAccount = {
  email: string;
  passwordHash: string;
  prenom: string;
  nom: string;
  telephone?: string | null;
  adresse?: string | null;
  code_postal?: string | null;
  ville?: string | null;
  role?: Role;
  statut_membre?: MemberStatus;
  fonction?: MemberFunction;
  is_active: boolean;
};

export { hashPassword };

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row !== undefined;
}

/**
 * Creates the member row and its password login together, in the caller's transaction.
 * The sign-in code by mail is mandatory for everyone, so two-factor is on from the start.
 */
export async function createAccount(db: DbOrTx, account: NewAccount): Promise<{ id: string }> {
  const email = account.email.toLowerCase();
  if (await isEmailTaken(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email,
    name: `${account.prenom} ${account.nom}`,
    emailVerified: true,
    twoFactorEnabled: true,
    prenom: account.prenom,
    nom: account.nom,
    telephone: account.telephone ?? null,
    adresse: account.adresse ?? null,
    code_postal: account.code_postal ?? null,
    ville: account.ville ?? null,
    role: account.role ?? 'member',
    statut_membre: account.statut_membre ?? 'Membre Ordinaire',
    fonction: account.fonction ?? 'Membre',
    is_active: account.is_active,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: account.passwordHash,
  });
  return { id };
}
