import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailTransport } from './infra/mail/transport.ts';
import { createOutboxWorker } from './infra/mail/worker.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await database.migrate();

const { app } = await buildApp({ db: database.db, config, logger: true });
const transport = createMailTransport(config.smtpUrl, (message) => app.log.info(message), {
  isProduction: config.isProduction,
});
const outbox = createOutboxWorker({
  db: database.db,
  transport,
  from: config.mailFrom,
  onError: (error) => app.log.warn({ err: error }, "Envoi d'un mail différé"),
});

async function shutdown() {
  await app.close();
  await outbox.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
outbox.start();
app.log.info(`${config.association.name} : ${config.publicUrl} (base ${database.kind})`);
for (const warning of startupWarnings(config)) app.log.warn(warning);
