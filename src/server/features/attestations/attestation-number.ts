import { eq, sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/members.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adhesions, attestationCounters, attestations } from '../../db/schema.ts';

export type AttestationNumber = { year: number; number: number; issued_at: Date };

const findIssued = async (db: Db, adhesionId: string) =>
  (await db.select().from(attestations).where(eq(attestations.adhesion_id, adhesionId)))[0];

/**
 * The membership's certificate number, given at its first download in the year of that download
 * and kept for every later one. Two first downloads at once (two clicks, two processes) queue on
 * the membership's row lock, so the second finds the first's number; the year's counter is raised
 * under its own row lock, so two memberships never share a number.
 */
export async function issueAttestationNumber(
  db: Db,
  adhesionId: string,
  /** Runs in the transaction that gives a new number, to journal it with it. */
  onIssued?: (tx: Tx, issued: AttestationNumber) => Promise<void>,
): Promise<AttestationNumber> {
  const known = await findIssued(db, adhesionId);
  if (known) return known;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: adhesions.id })
      .from(adhesions)
      .where(eq(adhesions.id, adhesionId))
      .for('no key update');
    const [issued] = await tx.select().from(attestations).where(eq(attestations.adhesion_id, adhesionId));
    if (issued) return issued;
    const year = Number(todayIso().slice(0, 4));
    const [counter] = await tx
      .insert(attestationCounters)
      .values({ year, last_number: 1 })
      .onConflictDoUpdate({
        target: attestationCounters.year,
        set: { last_number: sql`${attestationCounters.last_number} + 1` },
      })
      .returning();
    if (!counter) throw new Error('attestation counter not found');
    const [created] = await tx
      .insert(attestations)
      .values({ adhesion_id: adhesionId, year, number: counter.last_number })
      .returning();
    if (!created) throw new Error('attestation not recorded');
    await onIssued?.(tx, created);
    return created;
  });
}
