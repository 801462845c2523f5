import { sql } from 'drizzle-orm';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { Db, EngineConnection } from '../../db/client.ts';
import { listenToChannel } from '../../db/notifications.ts';

/** Every process that changes the settings notifies it; every app process listens to it. */
const CHANNEL = 'settings_changes';
/**
 * How long a process that hears no notifications (a command-line tool, or an app whose listening
 * connection PostgreSQL dropped) keeps the settings: a change made elsewhere reaches it within this delay.
 */
const UNHEARD_MAX_AGE_MS = 10_000;

type CacheState = {
  settings?: AssociationSettings;
  /** Only while nobody listens: when `settings` must be read again. */
  expires: number;
  /** How many listeners of this database are hearing the channel now. */
  listening: number;
  changesHeard: number;
};

/** A lookup remembers what it read only if no change was heard while it read. */
export type SettingsLookup = { changesHeard: number };

/** One state per database handle: an app and the tools of one process share theirs. */
const states = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { expires: 0, listening: 0, changesHeard: 0 };
    states.set(db, state);
  }
  return state;
}

function forget(db: Db): void {
  const state = stateOf(db);
  state.changesHeard += 1;
  state.settings = undefined;
}

/** The settings this process holds, while they are known to be current. */
export function findCachedSettings(db: Db): AssociationSettings | undefined {
  const state = stateOf(db);
  if (state.listening > 0 || state.expires > Date.now()) return state.settings;
  return undefined;
}

export function startSettingsLookup(db: Db): SettingsLookup {
  return { changesHeard: stateOf(db).changesHeard };
}

export function rememberSettings(db: Db, lookup: SettingsLookup, settings: AssociationSettings): void {
  const state = stateOf(db);
  // A change committed while we read may have been heard before our row arrived: that row may be the old one.
  if (lookup.changesHeard !== state.changesHeard) return;
  state.settings = settings;
  state.expires = Date.now() + UNHEARD_MAX_AGE_MS;
}

/**
 * Called after the settings row is written: this process forgets them at once, the others when
 * PostgreSQL delivers the notification, at the commit of the transaction that wrote them.
 */
export async function announceSettingsChange(db: Db): Promise<void> {
  forget(db);
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Keeps this process's settings until another process changes them, instead of re-reading them
 * every few seconds: a renamed association reaches every mail, calendar and certificate of every
 * process at once. While the channel is not heard, they are kept `UNHEARD_MAX_AGE_MS` at most.
 */
export async function listenToSettingsChanges(
  db: Db,
  connection: EngineConnection,
): Promise<() => Promise<void>> {
  const state = stateOf(db);
  let hearing = false;
  return listenToChannel(connection, CHANNEL, {
    onMessage: () => forget(db),
    onListening: () => {
      if (hearing) return;
      hearing = true;
      state.listening += 1;
      // What was read while deaf may predate a change nobody told us about.
      forget(db);
    },
    onDeaf: () => {
      if (!hearing) return;
      hearing = false;
      state.listening -= 1;
      forget(db);
    },
  });
}
