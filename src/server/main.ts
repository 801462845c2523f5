import { appJobs, buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import type { EmbeddedLog } from './db/embedded-postgres.ts';
import { getAssociationSettings } from './features/settings/service.ts';
import { type JobEngine, startJobEngine } from './infra/jobs/engine.ts';
import { createMailTransport } from './infra/mail/transport.ts';
import { openAppDatabase } from './open-app-database.ts';

/** A mistake in the setup is told in one French sentence, without a stack trace. */
function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = orExit(() => loadConfig());
/** The console until the app's own log exists, then the app's log. */
let log: EmbeddedLog = { info: console.log, warn: console.warn, error: console.error };
const database = await openAppDatabase(config, {
  log: {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message) => log.error(message),
  },
  // A crash of the embedded PostgreSQL is told in the log and it is started again; meanwhile
  // /readyz answers 503, its query failing.
  watch: true,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
await database.migrate();

const { app, ctx } = await buildApp({ db: database.db, changes: database.connection, config, logger: true });
log = {
  info: (message) => app.log.info(message),
  warn: (message) => app.log.warn(message),
  error: (message) => app.log.error(message),
};
const transport = createMailTransport(config.smtpUrl, (message) => app.log.info(message), {
  isProduction: config.isProduction,
});
let jobs: JobEngine | undefined;

async function shutdown() {
  await app.close();
  await jobs?.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
jobs = await startJobEngine({
  connection: database.connection,
  jobs: appJobs({
    ...ctx,
    mail: {
      transport,
      from: config.mailFrom,
      onError: (error) => app.log.warn({ err: error }, "Envoi d'un mail différé"),
    },
  }),
  log: app.log,
});
app.log.info(
  `${(await getAssociationSettings({ db: database.db, config })).name} : ${config.publicUrl} (base ${database.label})`,
);
for (const warning of startupWarnings(config)) app.log.warn(warning);
