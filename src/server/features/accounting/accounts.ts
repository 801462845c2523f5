import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_CODE_TAKEN,
  ACCOUNT_IN_USE,
  ACCOUNT_NOT_FOUND,
  accountClass,
  USAGE_CLASSES,
} from '../../../domain/accounting.ts';
import { canDeleteAccount } from '../../../domain/accounting-permissions.ts';
import type {
  Account,
  AccountInput,
  AccountListQuery,
  AccountPage,
  AccountUpdate,
} from '../../../domain/accounting-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { defineList } from '../../db/list.ts';
import { accountingAccounts, accountingLines } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { installChart } from './chart.ts';

const CHART_ACCOUNT_KEPT =
  'Un compte du plan comptable des associations ne se supprime pas : masquez-le plutôt.';
const NO_PARENT_ACCOUNT =
  'Le numéro d’un sous-compte commence par celui d’un compte existant (5121 sous 512, par exemple).';

const inUse = sql<boolean>`exists (select 1 from ${accountingLines} where ${accountingLines.account_id} = ${accountingAccounts.id})`;
/** By number, character by character: 10, 102, 1021, 103… as a chart reads. */
const byCode = sql`${accountingAccounts.code} collate "C"`;

const accountColumns = {
  id: accountingAccounts.id,
  code: accountingAccounts.code,
  label: accountingAccounts.label,
  hidden: accountingAccounts.hidden,
  added: accountingAccounts.added,
  in_use: inUse,
};

/**
 * The chart, by number. A few hundred accounts: counted exactly; searched without an index of
 * its own, which would not beat reading them all.
 */
const accountsList = defineList({
  name: 'accounting_accounts',
  rows: (db, filter, window) =>
    db
      .select(accountColumns)
      .from(accountingAccounts)
      .where(filter)
      .orderBy(asc(byCode))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(accountingAccounts).where(filter),
});

const firstDigitIn = (classes: readonly number[]) =>
  inArray(
    sql`left(${accountingAccounts.code}, 1)`,
    classes.map((number) => String(number)),
  );

/** A number starting with what was typed, or every word of the label, accents aside. */
const matchesSearch = (search: string) =>
  search
    ? or(
        sql`${byCode} like ${`${search.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        matchesEveryWord(searchedWords(accountingAccounts.label), search),
      )
    : undefined;

function accountFilter({
  search,
  class: number,
  usage,
  visibility,
}: Omit<AccountListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    matchesSearch(search),
    number ? firstDigitIn([number]) : undefined,
    usage ? firstDigitIn(USAGE_CLASSES[usage]) : undefined,
    visibility === 'tous' ? undefined : eq(accountingAccounts.hidden, visibility === 'masques'),
  );
}

type AccountRow = Awaited<ReturnType<typeof accountsList.rows>>[number];

const present = (row: AccountRow): Account => ({ ...row, class: accountClass(row.code) });

/**
 * A page of the chart. With `usage`, the accounts a simple entry's field takes, for its picker
 * searched as the treasurer types.
 */
export async function listAccounts(
  { db }: Pick<AppContext, 'db'>,
  { page, pageSize, ...query }: AccountListQuery,
): Promise<AccountPage> {
  const { rows, total } = await accountsList.page(db, {
    filter: accountFilter(query),
    page: { page, pageSize },
  });
  return { items: rows.map(present), total, page, pageSize };
}

async function readAccount(db: DbOrTx, id: string): Promise<Account> {
  const [row] = await accountsList.rows(db, {
    filter: eq(accountingAccounts.id, id),
    page: { page: 1, pageSize: 1 },
  });
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return present(row);
}

const audited = (account: { code: string; label: string; hidden: boolean }) => ({
  code: account.code,
  libelle: account.label,
  masque: account.hidden,
});
const accountTarget = (account: { id: string; code: string; label: string }) => ({
  type: 'accounting_account',
  id: account.id,
  label: `${account.code} ${account.label}`,
});

/** The longest number of the chart that starts the new one: the sub-account's parent. */
async function parentOf(tx: DbOrTx, code: string) {
  const [parent] = await tx
    .select({ code: accountingAccounts.code })
    .from(accountingAccounts)
    .where(and(sql`${code} like ${accountingAccounts.code} || '%'`, ne(accountingAccounts.code, code)))
    .orderBy(desc(sql`length(${accountingAccounts.code})`))
    .limit(1);
  return parent;
}

/** A sub-account (a second bank, a second cash box): its number extends an existing account's. */
export async function createAccount(
  ctx: AppContext,
  input: AccountInput,
  actor: Administrator,
): Promise<Account> {
  const id = await ctx.db.transaction(async (tx) => {
    await installChart(tx);
    if (!(await parentOf(tx, input.code)))
      throw invalidFields([{ path: 'code', message: NO_PARENT_ACCOUNT }]);
    const [row] = await tx
      .insert(accountingAccounts)
      .values({ code: input.code, label: input.label, added: true })
      .onConflictDoNothing({ target: accountingAccounts.code })
      .returning();
    if (!row) throw conflict(ACCOUNT_CODE_TAKEN, 'CONFLICT', [{ path: 'code', message: ACCOUNT_CODE_TAKEN }]);
    await recordAudit(tx, actor, {
      action: 'accounting.account-create',
      target: accountTarget(row),
      changes: changedFields({}, audited(row)),
    });
    return row.id;
  });
  return readAccount(ctx.db, id);
}

/** Renamed, hidden from the pickers or shown again; its number never changes. */
export async function updateAccount(
  ctx: AppContext,
  { id, ...input }: IdParams & AccountUpdate,
  actor: Administrator,
): Promise<Account> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(accountingAccounts)
      .where(eq(accountingAccounts.id, id))
      .for('update');
    if (!before) throw notFound(ACCOUNT_NOT_FOUND);
    const [after] = await tx
      .update(accountingAccounts)
      .set({ label: input.label, hidden: input.hidden })
      .where(eq(accountingAccounts.id, id))
      .returning();
    if (!after) throw notFound(ACCOUNT_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'accounting.account-update',
      target: accountTarget(after),
      before: audited(before),
      after: audited(after),
    });
  });
  return readAccount(ctx.db, id);
}

/** An account the association added and never used; the chart's own and any used one are hidden instead. */
export async function deleteAccount(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      // Locked first: a line being written to it holds its key, and is seen once committed.
      const [row] = await tx
        .select()
        .from(accountingAccounts)
        .where(eq(accountingAccounts.id, id))
        .for('update');
      if (!row) throw notFound(ACCOUNT_NOT_FOUND);
      const [used] = await tx
        .select({ total: count() })
        .from(accountingLines)
        .where(eq(accountingLines.account_id, id));
      const in_use = (used?.total ?? 0) > 0;
      if (!canDeleteAccount({ added: row.added, in_use }))
        throw conflict(in_use ? ACCOUNT_IN_USE : CHART_ACCOUNT_KEPT, 'ACCOUNT_IN_USE');
      await tx.delete(accountingAccounts).where(eq(accountingAccounts.id, id));
      await recordAudit(tx, actor, {
        action: 'accounting.account-delete',
        target: accountTarget(row),
        changes: removedFields(audited(row)),
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(ACCOUNT_IN_USE, 'ACCOUNT_IN_USE');
    throw error;
  }
}
