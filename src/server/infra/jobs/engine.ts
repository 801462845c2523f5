import { type Db as JobsDb, PgBoss } from 'pg-boss';
import type { EngineConnection } from '../../db/client.ts';
import type { Job } from './jobs.ts';

/** The association's time: a job "at 03:30" runs at 03:30 in France, summer and winter. */
const TIME_ZONE = 'Europe/Paris';
/** Scheduled runs are due on the minute; a wake-up does not wait for the poll. */
const POLLING_SECONDS = 10;
/** Runs are small and frequent: their trace is kept an hour, not pg-boss's default week. */
const KEEP_DONE_SECONDS = 60 * 60;

export type JobEngine = { stop: () => Promise<void> };

type Log = { warn: (details: object, message: string) => void };

function createBoss(connection: EngineConnection): PgBoss {
  // Beside the app's own pool: jobs run one at a time per queue and need few connections.
  return new PgBoss({ connectionString: connection.url, max: 3 });
}

async function listen(db: JobsDb, channel: string, onWake: () => void) {
  if (!db.listen) throw new Error(`Le moteur de tâches ne peut pas écouter ${channel}`);
  // Called again after each reconnection: a wake-up lost meanwhile is made up for.
  return db.listen(channel, onWake, onWake);
}

/**
 * pg-boss on our own database: every process runs the same workers, and the queue decides which
 * one runs each job, so N processes do each piece of work once. Jobs and schedules are rows of
 * the database, so a restart loses nothing.
 */
export async function startJobEngine(options: {
  connection: EngineConnection;
  jobs: Job[];
  log: Log;
}): Promise<JobEngine> {
  const { log } = options;
  const boss = createBoss(options.connection);
  boss.on('error', (error) => log.warn({ err: error }, 'Moteur de tâches'));
  boss.on('warning', (warning) => log.warn(warning.data, warning.message));
  await boss.start();
  const listeners: { close: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const listener of listeners) await listener.close();
    await boss.stop({ graceful: true, timeout: 10_000 });
  };
  try {
    for (const job of options.jobs) {
      // `short`: one waiting run at most, however many processes or mails ask for one.
      await boss.createQueue(job.name, { policy: 'short', deleteAfterSeconds: KEEP_DONE_SECONDS });
      const workerId = await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, job.run);
      await boss.schedule(job.name, job.cron, null, { tz: TIME_ZONE });
      if (job.wakeChannel) {
        const wake = () => {
          boss
            .send(job.name)
            .then(() => boss.notifyWorker(workerId))
            .catch((error) => log.warn({ err: error }, `Tâche ${job.name}`));
        };
        listeners.push(await listen(boss.getDb(), job.wakeChannel, wake));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
