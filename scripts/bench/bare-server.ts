import Fastify from 'fastify';
import type pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { ENDPOINTS } from './endpoints.ts';
import { serveMeasured } from './serve-measured.ts';

/**
 * The yardstick: a Fastify handler per list that runs the same statements as our service on the
 * same pool (openDatabase's, so the same size), and sends the rows with JSON.stringify. No
 * session, validation, ORM nor response schema: what is left is the database's work and HTTP.
 * Its statements are those of our lists' definitions (see ENDPOINTS), named where ours are
 * prepared, so PostgreSQL parses them once per connection, as it does ours.
 */
const callers = JSON.parse(process.env.BENCH_CALLERS ?? '{}') as Record<string, string>;
const database = await openDatabase({ url: process.env.DATABASE_URL ?? '' });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
const app = Fastify();
ENDPOINTS.forEach((endpoint, index) => {
  const statements = endpoint.bare(database.db, callers[endpoint.caller] ?? '');
  app.get(`/bare/${index}`, () =>
    Promise.all(
      statements.map(({ text, values, prepared }, statement) =>
        pool
          .query({ name: prepared ? `bare_${index}_${statement}` : undefined, text, values })
          .then(({ rows }) => rows),
      ),
    ),
  );
});
await serveMeasured(app, database);
