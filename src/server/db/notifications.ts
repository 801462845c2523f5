import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { EngineConnection } from './client.ts';

export type ChannelListener = {
  /** A payload sent by NOTIFY on the channel, from any process. */
  onMessage: (payload: string) => void;
  /** Listening: from now on, every notification committed reaches `onMessage`. */
  onListening: () => void;
  /** Notifications may have been missed from now until the next `onListening`. */
  onDeaf: () => void;
};

const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * Listens to a channel of our database until the returned function is called. It
 * holds a connection of its own (a pooled one is lent to queries and would miss what arrives
 * meanwhile), and reconnects with a growing delay when the server drops it.
 */
export async function listenToChannel(
  connection: EngineConnection,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const reconnect = async (delay: number): Promise<void> => {
    while (!stopped && !(await attempt())) {
      await sleep(delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS);
    }
  };
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    listener.onDeaf();
    lost.end().catch(() => {});
    if (!stopped) void reconnect(500);
  };
  const attempt = async (): Promise<boolean> => {
    const candidate = new pg.Client({ connectionString: connection.url, connectionTimeoutMillis: 5000 });
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onMessage(message.payload);
    });
    candidate.on('error', () => lose(candidate));
    candidate.on('end', () => lose(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await candidate.end().catch(() => {});
      return false;
    }
    client = candidate;
    listener.onListening();
    return true;
  };
  // The first attempt is awaited, so that a process starts listening; a failed one retries in the background.
  if (!(await attempt())) void reconnect(500);
  return async () => {
    stopped = true;
    listener.onDeaf();
    const listening = client;
    client = undefined;
    await listening?.end();
  };
}
