import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../../domain/auth.ts';
import type { Db, EngineConnection } from '../../db/client.ts';
import { listenToChannel } from '../../db/notifications.ts';

/** Migration 0007's triggers notify it with the user's id. */
const CHANNEL = 'session_changes';
/** Also bounds how long a session better-auth would have refreshed goes without it. */
const ENTRY_MAX_AGE_MS = 60_000;
const ENTRIES_MAX = 10_000;
const CATCH_UP_TIMEOUT_MS = 2_000;
const MARKER_PREFIX = 'rattrapage:';

/** How many changes had been heard when a lookup started. */
type Lookup = { changesHeard: number };

export type SessionCache = {
  /** The user of a session cookie better-auth recognised less than a minute ago, if still true. */
  find: (cookieValue: string) => SessionUser | undefined;
  /** Before asking better-auth: what it answers is remembered only if nothing changed meanwhile. */
  startLookup: () => Lookup;
  remember: (lookup: Lookup, cookieValue: string, user: SessionUser, sessionExpiresAt: Date) => void;
  /**
   * Resolves once every session change committed before the call has been heard: a write's answer
   * waits for it, so that the same process never serves the next request from a stale entry.
   */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Who a session cookie belongs to, remembered for a minute, so that a signed-in request costs no
 * query: better-auth's lookup is two queries and a signature check, more than most of our pages.
 * Every process listens to the triggers of migration 0007 and forgets a user the moment any
 * process ends one of their sessions or changes their role, name or validation. While it cannot
 * listen (no connection given, or PostgreSQL lost), it remembers nothing.
 */
export async function createSessionCache(
  db: Db,
  connection: EngineConnection | undefined,
): Promise<SessionCache> {
  const cookiesOfUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, SessionUser>({
    max: ENTRIES_MAX,
    ttl: ENTRY_MAX_AGE_MS,
    // Expired entries are dropped when read, not by a timer per entry.
    ttlAutopurge: false,
    dispose: (user, cookieValue) => {
      const cookies = cookiesOfUser.get(user.id);
      cookies?.delete(cookieValue);
      if (cookies?.size === 0) cookiesOfUser.delete(user.id);
    },
  });
  const awaitedMarkers = new Map<string, () => void>();
  let listening = false;
  let changesHeard = 0;

  const forgetUser = (userId: string) => {
    changesHeard += 1;
    for (const cookieValue of [...(cookiesOfUser.get(userId) ?? [])]) entries.delete(cookieValue);
  };
  const forgetAll = () => {
    changesHeard += 1;
    entries.clear();
  };
  const stopListening = connection
    ? await listenToChannel(connection, CHANNEL, {
        onMessage: (payload) => {
          if (payload.startsWith(MARKER_PREFIX)) awaitedMarkers.get(payload)?.();
          else forgetUser(payload);
        },
        onListening: () => {
          listening = true;
        },
        onDeaf: () => {
          listening = false;
          forgetAll();
        },
      })
    : async () => {};

  return {
    find: (cookieValue) => (listening ? entries.get(cookieValue) : undefined),
    startLookup: () => ({ changesHeard }),
    remember: (lookup, cookieValue, user, sessionExpiresAt) => {
      if (!listening || lookup.changesHeard !== changesHeard) return;
      const ttl = Math.min(ENTRY_MAX_AGE_MS, sessionExpiresAt.getTime() - Date.now());
      if (ttl <= 0) return;
      entries.set(cookieValue, user, { ttl });
      cookiesOfUser.set(user.id, (cookiesOfUser.get(user.id) ?? new Set()).add(cookieValue));
    },
    // Notifications arrive in commit order: once our own marker is heard, every earlier change was.
    catchUp: async () => {
      if (!listening) return;
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const heard = new Promise<boolean>((resolve) => {
        awaitedMarkers.set(marker, () => resolve(true));
        setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS).unref();
      });
      try {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${marker})`);
        if (!(await heard)) forgetAll();
      } catch {
        forgetAll();
      } finally {
        awaitedMarkers.delete(marker);
      }
    },
    close: () => stopListening(),
  };
}
