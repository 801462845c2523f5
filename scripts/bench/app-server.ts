import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openAppDatabase } from '../../src/server/open-app-database.ts';
import { serveMeasured } from './serve-measured.ts';

/**
 * Our app as the bench measures it: the whole of buildApp on the bench database, without a log
 * (each request would otherwise cost a line) nor the background jobs of main.ts. Run by
 * scripts/bench.ts, which it tells its port.
 */
const config = loadConfig();
const database = await openAppDatabase(config);
const { app } = await buildApp({ db: database.db, changes: database.connection, config });
await serveMeasured(app, database);
