import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';

/** Listens on a free port, tells scripts/bench.ts which one, and closes cleanly when told to stop. */
export async function serveMeasured(app: FastifyInstance, database: Database): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' ? address?.port : undefined });
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
