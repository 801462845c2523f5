import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donors, users } from '../../db/schema.ts';

export type Donor = typeof donors.$inferSelect;

/** Who gives, as a form or the register says; `user_id` for a member. */
export type DonorIdentity = Pick<Donor, 'prenom' | 'nom' | 'email' | 'adresse' | 'code_postal' | 'ville'> & {
  user_id: string | null;
};

/** What a gift's donor is, read from the register for a member. */
export const registerIdentityColumns = {
  prenom: users.prenom,
  nom: users.nom,
  email: users.email,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
};

/** A member's identity as the register holds it; null for an unknown id. */
export async function registerIdentity(db: DbOrTx, userId: string) {
  const [member] = await db.select(registerIdentityColumns).from(users).where(eq(users.id, userId));
  return member ?? null;
}

/**
 * The donor a gift belongs to: the member's own row, else the not-erased donor with this email,
 * else a new one. Their identity becomes the one given now (a new address is the one the next
 * receipt prints); an empty part of the address keeps the one known.
 */
export async function donorFor(tx: DbOrTx, identity: DonorIdentity): Promise<Donor> {
  if (!identity.user_id && identity.email) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.donors}, hashtext(lower(${identity.email})))`,
    );
  }
  const [known] = await tx
    .select()
    .from(donors)
    .where(
      identity.user_id
        ? eq(donors.user_id, identity.user_id)
        : and(
            isNull(donors.user_id),
            isNull(donors.erased_at),
            sql`lower(${donors.email}) = lower(${identity.email ?? ''})`,
          ),
    )
    .limit(1)
    .for('update');
  if (!known || (!identity.user_id && !identity.email)) {
    const [created] = await tx.insert(donors).values(identity).returning();
    if (!created) throw new Error('donateur non créé');
    return created;
  }
  const [updated] = await tx
    .update(donors)
    .set({
      prenom: identity.prenom,
      nom: identity.nom,
      email: identity.email ?? known.email,
      adresse: identity.adresse ?? known.adresse,
      code_postal: identity.code_postal ?? known.code_postal,
      ville: identity.ville ?? known.ville,
    })
    .where(eq(donors.id, known.id))
    .returning();
  return updated ?? known;
}

/** A receipt needs the donor's full postal address. */
export const hasPostalAddress = (donor: Pick<Donor, 'adresse' | 'code_postal' | 'ville'>) =>
  Boolean(donor.adresse && donor.code_postal && donor.ville);
