import { openAppDatabase } from '../../../src/server/open-app-database.ts';

export type AppDb = Awaited<ReturnType<typeof openAppDatabase>>['db'];

/**
 * Runs `work` on the run's app database, beside the app (the embedded server stays up for it):
 * for rows no page makes, such as gifts of a year already over, or removes, such as a terminated AG.
 */
export async function withAppDatabase<T>(work: (db: AppDb) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the global setup');
  const database = await openAppDatabase({ databaseUrl: undefined, dataDir }, { watch: false });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
