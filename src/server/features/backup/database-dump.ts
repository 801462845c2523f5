import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BackupError } from './manifest.ts';
import { queryRows, quoted } from './sql-rows.ts';

/**
 * The tables are read from the catalog, not from schema.ts: an archive holds the tables of the
 * migration it was written at, which may be older than the code that restores it.
 */
export type TableShape = {
  name: string;
  /** Every column but the generated ones, which the database computes again on load. */
  columns: { name: string; type: string }[];
  /** The primary key's columns, which the rows are dumped in the order of. */
  key: string[];
};

/** A table comes after those it references. No table of ours references itself. */
function parentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0)
      throw new BackupError('Les tables se référencent en boucle : ordre de chargement impossible');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** The tables of the `public` schema, parents before children. */
export async function readTables(db: DbOrTx): Promise<TableShape[]> {
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where con.contype = 'f' and n.nspname = 'public'`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const tables = new Map<string, TableShape>();
  for (const { table, column, type } of columns) {
    const shape = tables.get(table) ?? { name: table, columns: [], key: [] };
    shape.columns.push({ name: column, type });
    tables.set(table, shape);
  }
  for (const { table, column } of keys) tables.get(table)?.key.push(column);
  return parentsFirst([...tables.keys()], references).map((name) => tables.get(name) as TableShape);
}

const FETCH_ROWS = 500;

/**
 * The table's rows as JSON lines, every value in PostgreSQL's own text form, which reads back
 * into the same value on either engine. Read through a cursor of the caller's transaction, a
 * batch at a time: a large table is never held whole. The rows come in the order of their primary
 * key, never in the order they lie in the table, which is the order they were written in: the
 * secret ballots, keyed by random ids, thus come in no order that could pair them with the marks
 * of their voters, written just before them.
 */
export async function* dumpTableLines(
  tx: DbOrTx,
  table: TableShape,
  counted: { rows: number },
  /** SQL condition of the rows left out. */
  leftOut?: string,
) {
  const select = table.columns.map(({ name }) => `${quoted(name)}::text as ${quoted(name)}`).join(', ');
  const where = leftOut ? ` where not (${leftOut})` : '';
  const order = table.key.length > 0 ? ` order by ${table.key.map(quoted).join(', ')}` : '';
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select ${select} from public.${quoted(table.name)}${where}${order}`,
    ),
  );
  for (;;) {
    const rows = await queryRows<Record<string, string | null>>(
      tx,
      sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
    );
    if (rows.length === 0) break;
    counted.rows += rows.length;
    yield rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  }
  await tx.execute(sql.raw('close backup_rows'));
}

const LOAD_ROWS = 500;
const LOAD_CHARACTERS = 4 * 1024 * 1024;

/**
 * Inserts the table's JSON lines in batches, each value cast from text to its column's type.
 * The lines were checked first (check-backup.ts): a column the table does not have would
 * otherwise be dropped without a word.
 */
export async function loadTableLines(tx: DbOrTx, table: TableShape, lines: AsyncIterable<string>) {
  const names = table.columns.map(({ name }) => quoted(name));
  const head = `insert into public.${quoted(table.name)} (${names.join(', ')}) overriding system value select ${table.columns
    .map(({ name, type }) => `r.${quoted(name)}::${type}`)
    .join(', ')} from jsonb_to_recordset(`;
  const tail = `::jsonb) as r(${names.map((name) => `${name} text`).join(', ')})`;
  let batch: string[] = [];
  let characters = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`${sql.raw(head)}${`[${batch.join(',')}]`}${sql.raw(tail)}`);
    loaded += batch.length;
    batch = [];
    characters = 0;
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    characters += line.length;
    if (batch.length >= LOAD_ROWS || characters >= LOAD_CHARACTERS) await flush();
  }
  await flush();
  return loaded;
}

/** Each sequence's last value given (null while none was), as text: a bigint. */
export async function readSequences(db: DbOrTx): Promise<Record<string, string | null>> {
  const rows = await queryRows<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as "name", last_value::text as "value"
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return Object.fromEntries(rows.map(({ name, value }) => [name, value]));
}

export async function restoreSequences(tx: DbOrTx, sequences: Record<string, string | null>) {
  for (const [name, value] of Object.entries(sequences)) {
    if (value !== null)
      await tx.execute(sql`select setval(${`public.${quoted(name)}`}::regclass, ${value}::bigint)`);
  }
}

/** Whether the database holds any account: a database without one has nothing to lose. */
export async function hasAccounts(db: DbOrTx): Promise<boolean> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.users') is not null as "present"`,
  );
  if (!table?.present) return false;
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from public.users) as "any"`,
  );
  return row?.any ?? false;
}

/**
 * Leaves the database as new: the app's schema, its migrations' record and the job engine's
 * queues dropped. A database never used is left as it is (its owner may not be ours).
 */
export async function resetDatabase(db: DbOrTx): Promise<void> {
  const [state] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from pg_namespace where nspname in ('drizzle', 'pgboss'))
          or exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')
        as "used"`,
  );
  if (!state?.used) return;
  await db.execute(sql`drop schema if exists pgboss cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
