import { eq } from 'drizzle-orm';
import type { EntryInput } from '../../domain/accounting-entry-schemas.ts';
import { defaultYearLabel } from '../../domain/accounting-years.ts';
import type { Db } from '../db/client.ts';
import { accountingAccounts, accountingYears } from '../db/schema.ts';
import { installChart } from '../features/accounting/chart.ts';

/** An open year, the chart installed with it, as `createYear` leaves them. */
export async function createAccountingYear(
  db: Db,
  values: { start_date: string; end_date: string; label?: string; closed?: boolean },
) {
  await installChart(db);
  const [row] = await db
    .insert(accountingYears)
    .values({
      label: values.label ?? defaultYearLabel(values),
      start_date: values.start_date,
      end_date: values.end_date,
      ...(values.closed && { closed_at: new Date(), result_cents: 0 }),
    })
    .returning();
  if (!row) throw new Error('exercice non créé');
  return row;
}

/** The id of an account of the chart (installed), by its number. */
export async function accountId(db: Db, code: string): Promise<string> {
  await installChart(db);
  const [row] = await db
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.code, code));
  if (!row) throw new Error(`compte ${code} absent`);
  return row.id;
}

/** The accounts a receipt or an expense names, by number. */
export async function simpleEntry(
  db: Db,
  values: {
    kind: 'recette' | 'depense';
    date: string;
    amount_cents: number;
    nature: string;
    treasury?: string;
  },
): Promise<Extract<EntryInput, { kind: 'recette' | 'depense' }>> {
  return {
    kind: values.kind,
    date: values.date,
    label: values.kind === 'recette' ? 'Cotisation' : 'Fournitures',
    piece_number: null,
    reference: null,
    user_id: null,
    amount_cents: values.amount_cents,
    nature_account_id: await accountId(db, values.nature),
    treasury_account_id: await accountId(db, values.treasury ?? '512'),
    project_id: null,
  };
}

/** The ids of some accounts of the chart, by number. */
export async function accountIds(db: Db, codes: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const code of codes) ids[code] = await accountId(db, code);
  return ids;
}
