import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The first start of a fresh clone builds the web app before listening. */
const READY_TIMEOUT_MS = 180_000;

export type AppServer = { url: string; stop: () => Promise<void> };

type AppEnvironment = {
  dataDir: string;
  /** Unset: no SMTP server, as on a fresh clone; the app prints its mails in its log. */
  smtpUrl?: string;
  logFile: string;
  /** A web app already built by another app of the run, so that this one starts without building. */
  webDir?: string;
  /** Settings of this app only (another payment provider). */
  env?: Record<string, string>;
};

/** The app's own settings, without whatever database or SMTP the calling shell points at. */
function appEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, PORT: _port, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, ...extra };
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

type AdminAccount = { email: string; password: string; prenom: string; nom: string };

/** `npm run create-admin`, as an operator runs it: it starts the embedded PostgreSQL, and stops it after. */
export async function createAdmin(dataDir: string, admin: AdminAccount): Promise<void> {
  const args = [
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--prenom',
    admin.prenom,
    '--nom',
    admin.nom,
  ];
  await promisify(execFile)(process.execPath, ['scripts/create-admin.ts', ...args], {
    cwd: ROOT,
    env: appEnv(dataDir, {}),
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(url: string, app: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode}):\n${tail(logFile)}`);
    if (await isReady(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

function stopProcess(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => app.kill('SIGKILL'), 10_000);
    app.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    app.kill('SIGTERM');
  });
}

/** `npm start` on a free loopback port; its output goes to `logFile`. */
export async function startApp({
  dataDir,
  smtpUrl,
  logFile,
  webDir,
  env = {},
}: AppEnvironment): Promise<AppServer> {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const log = openSync(logFile, 'a');
  const app = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: appEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      // Its own build of the web app, so that a rebuild elsewhere cannot blank a page mid-run.
      WEB_DIR: webDir ?? path.join(path.dirname(dataDir), 'web'),
      // Every test signs in from the same address.
      LOGIN_MAX_PER_IP: '1000',
      // The stories sign the same administrator in far more often than a person would.
      LOGIN_MAX_CODES_PER_HOUR: '1000',
      ...env,
    }),
    stdio: ['ignore', log, log],
  });
  try {
    await waitUntilReady(url, app, logFile);
  } catch (error) {
    await stopProcess(app);
    throw error;
  }
  return { url, stop: () => stopProcess(app) };
}
