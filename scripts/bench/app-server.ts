import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';

/**
 * Our app as the bench measures it: the whole of buildApp on the bench database, without a log
 * (each request would otherwise cost a line) nor the background jobs of main.ts. Run by
 * scripts/bench.ts, which it tells its port.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl });
const { app } = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' ? address?.port : undefined });
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
