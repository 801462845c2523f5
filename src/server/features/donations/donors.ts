import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { DonorKind } from '../../../domain/donations.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { donors, users } from '../../db/schema.ts';

export type Donor = typeof donors.$inferSelect;

/**
 * Who gives, as a form or the register says; `user_id` for a member; `company` for a company's
 * gift (absent or null for a person's).
 */
export type DonorIdentity = Pick<Donor, 'prenom' | 'nom' | 'email' | 'adresse' | 'code_postal' | 'ville'> & {
  user_id: string | null;
  company?: { raison_sociale: string; siren: string } | null;
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

/** The company a form names, for a company's gift only (the schema required both then). */
export const companyOf = (form: {
  donor_kind: DonorKind;
  raison_sociale: string | null;
  siren: string | null;
}): DonorIdentity['company'] =>
  form.donor_kind === 'entreprise' && form.raison_sociale && form.siren
    ? { raison_sociale: form.raison_sociale, siren: form.siren }
    : null;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const sameColumn = (column: SQLWrapper, value: string | null | undefined) =>
  sql`lower(coalesce(${column}, '')) = lower(${value ?? ''})`;

/**
 * The donor a gift belongs to, one row per identity so that a gift never changes hands: the
 * member's own row when the gift is given under the register's name and email (a member who
 * gives under another name, or for their company, gives as a donor apart); else the not-erased
 * donor of the same kind, names, email (and company); else a new one. A new address is the one
 * the next receipt prints (an issued receipt keeps its copy); an empty part keeps the one known.
 */
export async function donorFor(tx: DbOrTx, identity: DonorIdentity): Promise<Donor> {
  const member = identity.user_id && !identity.company ? await registerIdentity(tx, identity.user_id) : null;
  if (
    identity.user_id &&
    member &&
    sameText(member.prenom, identity.prenom) &&
    sameText(member.nom, identity.nom) &&
    sameText(member.email, identity.email)
  ) {
    return memberDonor(tx, identity.user_id, { ...member, ...addressGiven(identity, member) });
  }
  const company = identity.company ?? null;
  const values = {
    user_id: null,
    kind: company ? ('entreprise' as const) : ('particulier' as const),
    raison_sociale: company?.raison_sociale ?? null,
    siren: company?.siren ?? null,
    prenom: identity.prenom,
    nom: identity.nom,
    email: identity.email,
    adresse: identity.adresse,
    code_postal: identity.code_postal,
    ville: identity.ville,
  };
  if (!values.email) return insertDonor(tx, values);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.donors}, hashtext(lower(${values.email})))`,
  );
  const [known] = await tx
    .select()
    .from(donors)
    .where(
      and(
        isNull(donors.user_id),
        isNull(donors.erased_at),
        eq(donors.kind, values.kind),
        // As the email's index reads it (donors_email_idx).
        sql`lower(${donors.email}) = lower(${values.email})`,
        sameColumn(donors.prenom, values.prenom),
        sameColumn(donors.nom, values.nom),
        sameColumn(donors.raison_sociale, values.raison_sociale),
        sameColumn(donors.siren, values.siren),
      ),
    )
    .limit(1)
    .for('update');
  if (!known) return insertDonor(tx, values);
  return updateAddress(tx, known, addressGiven(identity, known));
}

type Address = Pick<Donor, 'adresse' | 'code_postal' | 'ville'>;

const addressGiven = (identity: Address, known: Address): Address => ({
  adresse: identity.adresse ?? known.adresse,
  code_postal: identity.code_postal ?? known.code_postal,
  ville: identity.ville ?? known.ville,
});

async function insertDonor(tx: DbOrTx, values: typeof donors.$inferInsert): Promise<Donor> {
  const [created] = await tx.insert(donors).values(values).returning();
  if (!created) throw new Error('donateur non créé');
  return created;
}

async function updateAddress(tx: DbOrTx, known: Donor, address: Address): Promise<Donor> {
  const [updated] = await tx.update(donors).set(address).where(eq(donors.id, known.id)).returning();
  return updated ?? known;
}

/** The member's own row, named as the register names them now. */
async function memberDonor(
  tx: DbOrTx,
  userId: string,
  identity: Pick<Donor, 'prenom' | 'nom' | 'email'> & Address,
): Promise<Donor> {
  const [known] = await tx.select().from(donors).where(eq(donors.user_id, userId)).limit(1).for('update');
  if (!known) return insertDonor(tx, { ...identity, user_id: userId });
  const [updated] = await tx.update(donors).set(identity).where(eq(donors.id, known.id)).returning();
  return updated ?? known;
}

/** A receipt needs the donor's full postal address. */
export const hasPostalAddress = (donor: Pick<Donor, 'adresse' | 'code_postal' | 'ville'>) =>
  Boolean(donor.adresse && donor.code_postal && donor.ville);
