import { eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND } from '../../../domain/accounting.ts';
import type { Entry, EntryInput } from '../../../domain/accounting-entry-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingEntries, accountingLines } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { auditedEntry, entryTarget } from './entry-audit.ts';
import { readEntry } from './entry-view.ts';
import { checkedLines, insertLines, refuseTakenPiece } from './entry-writing.ts';
import { lockYears, nextPieceIn, refuseUnchangeable, writableYear } from './year-locks.ts';

type EntryRow = typeof accountingEntries.$inferSelect;

const entryValues = (input: EntryInput) => ({
  date: input.date,
  label: input.label,
  kind: input.kind,
  reference: input.reference,
  user_id: input.user_id,
});

/**
 * Records an entry in the open year its date falls in, as balanced lines, with the year's next
 * piece number unless the treasurer typed one. The year stays locked until the caller's
 * transaction ends: twenty entries saved at once get twenty numbers. Gives the entry's id.
 */
export async function recordEntry(tx: DbOrTx, input: EntryInput, actor: Administrator): Promise<string> {
  const year = writableYear((await lockYears(tx, input.date)).target);
  const lines = await checkedLines(tx, input);
  if (input.piece_number !== null) await refuseTakenPiece(tx, year.id, input.piece_number);
  const [entry] = await tx
    .insert(accountingEntries)
    .values({
      ...entryValues(input),
      year_id: year.id,
      piece_number: input.piece_number ?? (await nextPieceIn(tx, year.id)),
      created_by: actor.id,
    })
    .returning();
  if (!entry) throw new Error('entry not recorded');
  await insertLines(tx, entry, lines);
  await recordAudit(tx, actor, {
    action: 'accounting.entry-create',
    target: entryTarget(entry),
    changes: changedFields({}, await auditedEntry(tx, entry)),
  });
  return entry.id;
}

export async function createEntry(
  ctx: Pick<AppContext, 'db'>,
  input: EntryInput,
  actor: Administrator,
): Promise<Entry> {
  const id = await ctx.db.transaction((tx) => recordEntry(tx, input, actor));
  return readEntry(ctx.db, id);
}

/** The entry, locked for a change; its year is locked and checked next (`refuseUnchangeable`). */
export async function lockEntry(tx: DbOrTx, id: string): Promise<EntryRow> {
  const [entry] = await tx.select().from(accountingEntries).where(eq(accountingEntries.id, id)).for('update');
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}

/**
 * Rewrites an entry of an open year (its lines replaced), into the open year its new date falls
 * in. It keeps its number in its year, or takes the next one of the year it moves to, unless the
 * treasurer typed one. The journal keeps it before and after.
 */
export async function updateEntry(
  ctx: AppContext,
  { id, ...input }: IdParams & EntryInput,
  actor: Administrator,
): Promise<Entry> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockEntry(tx, id);
    const years = await lockYears(tx, input.date, before.year_id);
    refuseUnchangeable(before, years.left);
    const year = writableYear(years.target);
    const lines = await checkedLines(tx, input);
    if (input.piece_number !== null) await refuseTakenPiece(tx, year.id, input.piece_number, id);
    const kept = year.id === before.year_id ? before.piece_number : await nextPieceIn(tx, year.id);
    const audited = await auditedEntry(tx, before);
    await tx.delete(accountingLines).where(eq(accountingLines.entry_id, id));
    const [after] = await tx
      .update(accountingEntries)
      .set({ ...entryValues(input), year_id: year.id, piece_number: input.piece_number ?? kept })
      .where(eq(accountingEntries.id, id))
      .returning();
    if (!after) throw notFound(ENTRY_NOT_FOUND);
    await insertLines(tx, after, lines);
    await recordChanges(tx, actor, {
      action: 'accounting.entry-update',
      target: entryTarget(after),
      before: audited,
      after: await auditedEntry(tx, after),
    });
  });
  return readEntry(ctx.db, id);
}

/** Deletes an entry of an open year, its lines with it; its receipt's file goes once it is gone. */
export async function deleteEntry(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  const attachment = await ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    refuseUnchangeable(entry, (await lockYears(tx, entry.date, entry.year_id)).left);
    const audited = await auditedEntry(tx, entry);
    await tx.delete(accountingEntries).where(eq(accountingEntries.id, id));
    await recordAudit(tx, actor, {
      action: 'accounting.entry-delete',
      target: entryTarget(entry),
      changes: removedFields(audited),
    });
    return entry.attachment_key;
  });
  // Best effort: a file left behind costs some bytes, never a figure of the books.
  if (attachment) await ctx.storage.remove(attachment).catch(() => undefined);
}

export async function getEntry(ctx: Pick<AppContext, 'db'>, { id }: IdParams): Promise<Entry> {
  return readEntry(ctx.db, id);
}
