import { and, eq } from 'drizzle-orm';
import { NO_YEAR_FOR_DATE } from '../../../../domain/accounting.ts';
import type { Entry } from '../../../../domain/accounting-entry-schemas.ts';
import {
  FEES_ACCOUNT_CODE,
  PAYOUT_PROVIDER_LABELS,
  PAYOUT_SOURCE_KIND,
  PAYOUT_TAKEN,
  type PayoutInput,
  payoutSourceId,
} from '../../../../domain/accounting-payout-schemas.ts';
import { BANK_ACCOUNT, CLEARING_ACCOUNTS } from '../../../../domain/accounting-posting.ts';
import type { AppContext } from '../../../app-context.ts';
import { accountingEntries } from '../../../db/schema.ts';
import { conflict, invalidFields } from '../../../http/errors.ts';
import type { Administrator } from '../../audit/record.ts';
import { recordEntry } from '../entries.ts';
import { readEntry } from '../entry-view.ts';
import { accountIdOf, lockPostingSource } from './post-source.ts';

const line = (account_id: string, debit_cents: number, credit_cents: number) => ({
  account_id,
  debit_cents,
  credit_cents,
  label: null,
  project_id: null,
});

/**
 * « Versement HelloAsso / Stripe »: the provider's clearing account is credited with what it
 * collected (gross), the bank debited with what arrived (net) and 627 with its fees. Recorded as
 * any entry (its year's lock, its piece, its journal line), with the payout as its source, once.
 */
export async function recordPayout(
  ctx: Pick<AppContext, 'db'>,
  input: PayoutInput,
  actor: Administrator,
): Promise<Entry> {
  const id = await ctx.db.transaction(async (tx) => {
    const source = payoutSourceId(input);
    await lockPostingSource(tx, PAYOUT_SOURCE_KIND, source);
    const [taken] = await tx
      .select({ id: accountingEntries.id })
      .from(accountingEntries)
      .where(
        and(eq(accountingEntries.source_kind, PAYOUT_SOURCE_KIND), eq(accountingEntries.source_id, source)),
      );
    if (taken) throw conflict(PAYOUT_TAKEN, 'PAYOUT_TAKEN', [{ path: 'reference', message: PAYOUT_TAKEN }]);
    const clearing = await accountIdOf(tx, CLEARING_ACCOUNTS[input.provider] ?? { code: '', label: null });
    const bank = await accountIdOf(tx, { code: BANK_ACCOUNT, label: null });
    const fees = await accountIdOf(tx, { code: FEES_ACCOUNT_CODE, label: null });
    // The chart comes with the first year: without it, no year covers the date either.
    if (!clearing || !bank || !fees) throw invalidFields([{ path: 'date', message: NO_YEAR_FOR_DATE }]);
    const net = input.gross_cents - input.fees_cents;
    const entryId = await recordEntry(
      tx,
      {
        kind: 'avancee',
        date: input.date,
        label: `Versement ${PAYOUT_PROVIDER_LABELS[input.provider]}`,
        piece_number: null,
        reference: input.reference,
        user_id: null,
        lines: [
          line(bank, net, 0),
          ...(input.fees_cents > 0 ? [line(fees, input.fees_cents, 0)] : []),
          line(clearing, 0, input.gross_cents),
        ],
      },
      actor,
    );
    await tx
      .update(accountingEntries)
      .set({ source_kind: PAYOUT_SOURCE_KIND, source_id: source })
      .where(eq(accountingEntries.id, entryId));
    return entryId;
  });
  return readEntry(ctx.db, id);
}
