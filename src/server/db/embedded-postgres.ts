import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Binaries, loadBinaries, type Owner, reachableBinaries } from './embedded-binaries.ts';
import {
  adoptDatabase,
  OWNER_PASSWORD_FILE,
  OWNER_ROLE,
  SUPERUSER,
  SUPERUSER_PASSWORD_FILE,
  setUpOwnerRole,
} from './embedded-owner.ts';

const run = promisify(execFile);

export type EmbeddedPostgres = {
  /** As the owner role of the app's database, which is no superuser. */
  connectionString: string;
  /**
   * After migrations ran on `database` (the app's by default), as the superuser: what the owner
   * role may not declare, and every new object handed to it (see embedded-owner.ts).
   */
  adoptDatabase(database?: string): Promise<void>;
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
/** The system user PostgreSQL runs as when the app runs as root. */
const SYSTEM_USER = 'postgres';
/** The app's database, the one initdb makes. */
const APP_DATABASE = 'postgres';
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

const exitCode = (error: unknown) => (error as { code?: unknown }).code;

/**
 * PostgreSQL refuses to run as root: it then runs as the system user `postgres`, created on the
 * first start (a second run finds it).
 */
export async function postgresOwner(): Promise<Owner> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return undefined;
  const read = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', SYSTEM_USER]),
      run('id', ['-g', SYSTEM_USER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await read();
  } catch {
    // 9: the group or user exists already (another process created it meanwhile).
    await run('groupadd', ['--system', SYSTEM_USER]).catch((error) => {
      if (exitCode(error) !== 9) throw error;
    });
    await run('useradd', [
      '--system',
      '-g',
      SYSTEM_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SYSTEM_USER,
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
      ? ` (l'utilisateur ${SYSTEM_USER} doit pouvoir lire ${path.dirname(file)} et écrire dans le dossier de données)`
      : '';
    throw new Error(
      `PostgreSQL embarqué : ${path.basename(file)} a échoué${rootHint} : ${(stderr || stdout || String(error)).trim()}`,
    );
  }
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
    `--username=${SUPERUSER}`,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    // Case and accents behave the same on every platform, without the system's locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
  ]).finally(() => rm(passwordFile, { force: true }));
  await writeFile(path.join(draft, SUPERUSER_PASSWORD_FILE), password, { mode: 0o600 });
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

function connectionString(
  running: Running,
  login: { user: string; password: string },
  database = APP_DATABASE,
): string {
  const url = new URL(`postgresql://localhost/${database}`);
  url.username = login.user;
  url.password = login.password;
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
  const binaries = await reachableBinaries(await loadBinaries(), owner, path.dirname(folder));
  const pgCtl = (...args: string[]) => runAs(owner, binaries.pg_ctl, ['-D', folder, ...args]);

  // A folder from before the owner role keeps the superuser's password in the owner's file.
  const readSuperuserPassword = async () =>
    (
      await readFile(path.join(folder, SUPERUSER_PASSWORD_FILE), 'utf8').catch(() =>
        readFile(path.join(folder, OWNER_PASSWORD_FILE), 'utf8'),
      )
    ).trim();
  let superuserPassword: string;
  try {
    superuserPassword = await readSuperuserPassword();
  } catch {
    log.info(`Création de la base PostgreSQL embarquée dans ${folder}…`);
    await initialise(binaries, owner, folder);
    superuserPassword = await readSuperuserPassword();
  }
  const superuser = { user: SUPERUSER, password: superuserPassword };

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
  if (running && !(await canConnect(connectionString(running, superuser)))) {
    throw new Error(`Un PostgreSQL (pid ${running.pid}) tient ${folder} mais ne répond pas.`);
  }
  if (!running) {
    running = await startServer();
    ownedByUs = true;
  }
  const server = running;
  // The superuser serves only here and in adoptDatabase: the app connects as the owner role.
  const ownerPassword = await setUpOwnerRole(connectionString(server, superuser), folder, superuserPassword);
  const url = connectionString(server, { user: OWNER_ROLE, password: ownerPassword });

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
    adoptDatabase: (database = APP_DATABASE) => adoptDatabase(connectionString(server, superuser, database)),
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
