import { desc, eq } from 'drizzle-orm';
import { hasAttestation } from '../../../domain/attestations.ts';
import { addOneYear, effectiveStatus, todayIso } from '../../../domain/members.ts';
import type { Adhesion, CreateAdhesionInput, UpdateAdhesionInput } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type AdhesionRow = typeof adhesions.$inferSelect;

export const ADHESION_NOT_FOUND = 'Adhésion introuvable';

/** Picks the fields a page shows; the statut is the one a person should read (expired once over). */
export function presentAdhesion(row: AdhesionRow, today = todayIso()): Adhesion {
  return {
    id: row.id,
    type: row.type,
    montant: row.montant,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    statut: effectiveStatus(row, today),
    mode_paiement: row.mode_paiement,
    has_attestation: hasAttestation(row),
  };
}

/** A member's memberships, newest start first (the spec's order). */
export function findAdhesionsOf(db: DbOrTx, userId: string): Promise<AdhesionRow[]> {
  return db
    .select()
    .from(adhesions)
    .where(eq(adhesions.user_id, userId))
    .orderBy(desc(adhesions.date_debut), desc(adhesions.created_at));
}

export async function listMyAdhesions({ db }: AppContext, userId: string): Promise<Adhesion[]> {
  const today = todayIso();
  return (await findAdhesionsOf(db, userId)).map((row) => presentAdhesion(row, today));
}

/** Recorded by the treasurer (cheque, cash…): active at once, for one year from its start. */
export async function createAdhesion(
  { db }: AppContext,
  userId: string,
  input: CreateAdhesionInput,
): Promise<Adhesion> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Utilisateur introuvable');
  const [row] = await db
    .insert(adhesions)
    .values({
      user_id: userId,
      type: input.type,
      montant: input.montant,
      date_debut: input.date_debut,
      date_fin: addOneYear(input.date_debut),
      statut: 'active',
      mode_paiement: input.mode_paiement,
    })
    .returning();
  if (!row) throw notFound(ADHESION_NOT_FOUND);
  return presentAdhesion(row);
}

export async function updateAdhesion(
  { db }: AppContext,
  id: string,
  input: UpdateAdhesionInput,
): Promise<Adhesion> {
  const [row] = await db
    .update(adhesions)
    .set({
      montant: input.montant,
      date_debut: input.date_debut,
      date_fin: input.date_fin,
      statut: input.statut,
    })
    .where(eq(adhesions.id, id))
    .returning();
  if (!row) throw notFound(ADHESION_NOT_FOUND);
  return presentAdhesion(row);
}

export async function deleteAdhesion({ db }: AppContext, id: string): Promise<void> {
  const deleted = await db.delete(adhesions).where(eq(adhesions.id, id)).returning({ id: adhesions.id });
  if (deleted.length === 0) throw notFound(ADHESION_NOT_FOUND);
}
