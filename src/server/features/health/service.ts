import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';

/** Whether the database answers: a process that cannot reach it is not ready for requests. */
export async function isDatabaseReachable({ db }: Pick<AppContext, 'db'>): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
