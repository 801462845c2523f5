import { BROWSER_ENCODINGS } from './compression.ts';
import type { BenchDatabase } from './database.ts';
import type { GrowthEndpoint } from './endpoints.ts';
import { hammer, type Load, signIn } from './load.ts';
import { residentMegabytes, restedMegabytes, startBuiltServer, stopBuiltServer } from './processes.ts';

export type MemoryFigures = { atRestMb: number; afterLoadMb: number };

/**
 * The built server's resident memory at rest, then right after `load` on `endpoint` asked as a
 * browser asks it (compressed): what the load left behind.
 */
export async function measureMemoryAfterLoad(
  bench: BenchDatabase,
  env: NodeJS.ProcessEnv,
  endpoint: GrowthEndpoint,
  load: Load,
): Promise<MemoryFigures> {
  const server = await startBuiltServer(env);
  try {
    const atRestMb = await restedMegabytes(server);
    const cookie = await signIn(server.baseUrl, bench.database.db, bench.callers[endpoint.caller]);
    await hammer(`${server.baseUrl}${endpoint.path}`, cookie, load, BROWSER_ENCODINGS);
    return { atRestMb, afterLoadMb: await residentMegabytes(server.child.pid ?? 0) };
  } finally {
    await stopBuiltServer(server);
  }
}
