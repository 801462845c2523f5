import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { localUrl, writeServerControl } from './features/backup/server-control.ts';
import { getAssociationSettings } from './features/settings/service.ts';
import { type JobEngine, startJobEngine } from './infra/jobs/engine.ts';
import { appJobs, paymentsCatchUpJob } from './infra/jobs/jobs.ts';
import { createMailTransport } from './infra/mail/transport.ts';

/** A mistake in the setup is told in one French sentence, without a stack trace. */
function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(
      error instanceof DataDirLockedError
        ? `${error.message} : arrêtez-le d'abord, la base embarquée n'accepte qu'un processus.`
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  }
}

const config = orExit(() => loadConfig());
const dataDirLock = config.databaseUrl ? undefined : orExit(() => lockDataDir(config.dataDir));
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await database.migrate();

const { app, ctx } = await buildApp({ db: database.db, changes: database.connection, config, logger: true });
const transport = createMailTransport(config.smtpUrl, (message) => app.log.info(message), {
  isProduction: config.isProduction,
});
let jobs: JobEngine | undefined;
let serverControl: { remove: () => void } | undefined;

async function shutdown() {
  await app.close();
  await jobs?.stop();
  await database.close();
  serverControl?.remove();
  dataDirLock?.release();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
// `npm run backup` cannot open the embedded database while we hold it: it asks us instead.
if (dataDirLock) serverControl = writeServerControl(config.dataDir, localUrl(app.server.address()));
jobs = await startJobEngine({
  connection: database.connection,
  jobs: [
    ...appJobs({
      db: database.db,
      config,
      transport,
      from: config.mailFrom,
      onError: (error) => app.log.warn({ err: error }, "Envoi d'un mail différé"),
      log: app.log,
    }),
    paymentsCatchUpJob(ctx),
  ],
  log: app.log,
});
app.log.info(
  `${(await getAssociationSettings(database.db, config)).name} : ${config.publicUrl} (base ${database.kind})`,
);
for (const warning of startupWarnings(config)) app.log.warn(warning);
