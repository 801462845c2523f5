import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(pid: number) {
    super(`La base embarquée est déjà ouverte par le processus ${pid}`);
    this.pid = pid;
  }
}

export type DataDirLock = { release: () => void };

const lockFile = (dataDir: string) => path.join(dataDir, 'db.lock');

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Our own pid in the file is a lock left by an earlier life of this pid (a container restarted,
 * where the server is always pid 1): it is stale, since this process never locks twice.
 */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the lock, if one does. */
function dataDirLockOwner(dataDir: string): number | undefined {
  const pid = readPid(lockFile(dataDir));
  return pid !== undefined && isAlive(pid) ? pid : undefined;
}

/** Written whole then linked: a reader never sees a lock file without its pid. */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, String(process.pid), { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * PGlite is one process's database: a second process on the same folder corrupts it. The lock
 * file holds the owner's pid; a lock whose process is gone (killed, crashed) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  while (!tryCreate(file)) {
    const owner = dataDirLockOwner(dataDir);
    if (owner !== undefined) throw new DataDirLockedError(owner);
    rmSync(file, { force: true });
  }
  return {
    release() {
      if (readPid(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
