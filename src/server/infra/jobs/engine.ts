import { PgBoss } from 'pg-boss';
import type { EngineConnection } from '../../db/client.ts';
import { listenToChannel } from '../../db/notifications.ts';
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

/**
 * Wakes a queue on each NOTIFY of `channel`, and each time it starts listening: at start, work
 * left by a stopped server runs at once, and after a reconnection a wake-up lost meanwhile is made
 * up for. Through our own listener rather than pg-boss's: pg-boss's drops every handler of its
 * connection before closing it when PostgreSQL goes away, so an error that connection emits
 * afterwards has nobody to hear it and stops the process; ours keeps its handler.
 */
function listenForWakeUps(connection: EngineConnection, channel: string, onWake: () => void) {
  return listenToChannel(connection, channel, { onMessage: onWake, onListening: onWake, onDeaf: () => {} });
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
  boss.on('error', (error) => log.warn({ err: error }, 'job engine'));
  boss.on('warning', (warning) => log.warn(warning.data, warning.message));
  await boss.start();
  const stopListening: (() => Promise<void>)[] = [];
  const stopping = new AbortController();
  const stop = async () => {
    stopping.abort();
    for (const stopOne of stopListening) await stopOne();
    await boss.stop({ graceful: true, timeout: 10_000 });
  };
  try {
    for (const job of options.jobs) {
      // `short`: one waiting run at most, however many processes or mails ask for one.
      await boss.createQueue(job.name, { policy: 'short', deleteAfterSeconds: KEEP_DONE_SECONDS });
      const workerId = await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, () =>
        job.run(stopping.signal),
      );
      await boss.schedule(job.name, job.cron, null, { tz: TIME_ZONE });
      if (job.wakeChannel) {
        const wake = () => {
          boss
            .send(job.name)
            .then(() => boss.notifyWorker(workerId))
            .catch((error) => log.warn({ err: error }, `job ${job.name}`));
        };
        stopListening.push(await listenForWakeUps(options.connection, job.wakeChannel, wake));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
