import { sql } from 'drizzle-orm';
import type { BenchDatabase } from './database.ts';
import type { MeasuredExport } from './export.ts';

/** The journal's export, and the same rows in the same order, read by a bare cursor. */
export const JOURNAL_EXPORT: MeasuredExport = {
  path: '/api/admin/audit.csv',
  columns: 5,
  bareSelect: 'select at, actor_name, action, target_label, changes from audit_log order by at desc, id desc',
};

/** Journal lines per member: a few years of an association's administrator actions. */
export const JOURNAL_ROWS_PER_MEMBER = 5;

/**
 * `rows` journal lines, a minute apart, each an administrator's change of two of a member's
 * fields, as `recordChanges` writes them; then the statistics, as autovacuum would gather them.
 */
export async function fillJournal({ database }: BenchDatabase, rows: number): Promise<void> {
  await database.db.execute(sql`insert into audit_log (at, actor_name, action, target_type, target_label, changes)
    select now() - n * interval '1 minute', 'Banc Administrateur', 'member.update', 'user', 'Membre ' || n,
      jsonb_build_object(
        'ville', jsonb_build_object('before', 'Lyon', 'after', 'Grenoble'),
        'telephone', jsonb_build_object('before', '0601020304', 'after', '0605060708'))
    from generate_series(1, ${rows}::integer) as n`);
  await database.db.execute(sql`analyze audit_log`);
}
