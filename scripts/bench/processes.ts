import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from '../build/server.ts';

export type Server = { baseUrl: string; stop: () => Promise<void> };

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs one of the bench's servers in a process of its own, so that autocannon does not share its core. */
export function startServer(file: URL, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Server> {
  const child = fork(file, args, { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file.pathname} s'est arrêté (code ${code})`)));
    child.once('message', (message) => {
      const { port } = message as { port: number };
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => stopped(child) });
    });
  });
}

export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1]);
  return kilobytes / 1024;
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    }),
  );
}

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Built once per bench, from the sources as they are. */
let built: Promise<void> | undefined;

export type BuiltServer = { child: ChildProcess; baseUrl: string; readyMs: number };

/**
 * The Node options `npm start` runs the server with (the heap's bounds, in package.json), so that
 * the bench measures the process a deployment runs.
 */
function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return String(scripts.start)
    .split(' ')
    .filter((word) => word.startsWith('--'));
}

/**
 * The real start (the bundle `npm start` runs: migrations already applied, job engine, listening),
 * built once per bench from the sources as they are: ready once /readyz answers 200.
 */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  built ??= buildServer(root);
  await built;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...startOptions(), serverBundle(root)], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitReady(child, port).catch(async (error) => {
    await stopped(child);
    throw error;
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, readyMs: performance.now() - started };
}

export const stopBuiltServer = (server: BuiltServer) => stopped(server.child);

/** Node's resident memory once the server has rested a few seconds. */
export async function restedMegabytes(server: BuiltServer): Promise<number> {
  await sleep(3000);
  return server.child.pid ? residentMegabytes(server.child.pid) : Number.NaN;
}

/** The time until the built server is ready, then its resident memory at rest. */
export async function measureStartup(env: NodeJS.ProcessEnv) {
  const server = await startBuiltServer(env);
  try {
    return { startupMs: server.readyMs, rssMb: await restedMegabytes(server) };
  } finally {
    await stopBuiltServer(server);
  }
}

/** Proportional set size: a page shared by PostgreSQL's processes counts once over all of them. */
async function proportionalMegabytes(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return Number(rollup.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0) / 1024;
}

/** The embedded PostgreSQL's postmaster (from its postmaster.pid) and its children. */
async function postgresPids(dataDir: string): Promise<number[]> {
  const postmaster = Number(
    (await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The fields after the command's closing parenthesis: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

type Memory = { nodeMb: number; postgresMb: number };

async function appMemory(nodePid: number, dataDir: string): Promise<Memory> {
  const pss = await Promise.all((await postgresPids(dataDir)).map(proportionalMegabytes));
  return { nodeMb: await residentMegabytes(nodePid), postgresMb: pss.reduce((sum, value) => sum + value, 0) };
}

async function waitReady(child: ChildProcess, port: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(20);
  }
}

/**
 * The built server on the embedded PostgreSQL of `dataDir`: ready time on an empty folder (the
 * cluster created, then migrated), then on the same folder again, its memory at rest (Node's
 * resident memory and the PSS of PostgreSQL's processes), and again after `load`.
 */
export async function measureEmbeddedStartup(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  load: (baseUrl: string) => Promise<void>,
) {
  const start = () => startBuiltServer({ ...env, DATA_DIR: dataDir });
  const empty = await start();
  await stopped(empty.child);
  const existing = await start();
  try {
    await sleep(3000);
    const atRest = await appMemory(existing.child.pid ?? 0, dataDir);
    await load(existing.baseUrl);
    const afterLoad = await appMemory(existing.child.pid ?? 0, dataDir);
    return { emptyMs: empty.readyMs, existingMs: existing.readyMs, atRest, afterLoad };
  } finally {
    await stopped(existing.child);
  }
}
