import { ASSOCIATIONS_CHART } from '../../../domain/accounting-chart.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingAccounts } from '../../db/schema.ts';

/**
 * Puts the associations' chart into the books, the accounts it lacks only: a renamed or hidden
 * account stays as the association left it, and an account a newer chart adds arrives with the
 * next year. Run when a year or an account is created, under the years' lock: the chart has one
 * source, src/domain/accounting-chart.ts, and no migration copies it.
 */
export async function installChart(tx: DbOrTx): Promise<void> {
  await tx
    .insert(accountingAccounts)
    .values(ASSOCIATIONS_CHART.map(({ code, label }) => ({ code, label, added: false })))
    .onConflictDoNothing({ target: accountingAccounts.code });
}
