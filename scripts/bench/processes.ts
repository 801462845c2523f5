import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
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
export function startServer(file: URL, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(file, { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file.pathname} s'est arrêté (code ${code})`)));
    child.once('message', (message) => {
      const { port } = message as { port: number };
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => stopped(child) });
    });
  });
}

async function residentMegabytes(pid: number): Promise<number> {
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

/**
 * The real start (the bundle `npm start` runs: migrations already applied, job engine, listening):
 * the time until /readyz answers 200, then the resident memory once it has rested a few seconds.
 */
export async function measureStartup(env: NodeJS.ProcessEnv) {
  built ??= buildServer(root);
  await built;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverBundle(root)], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`Le serveur s'est arrêté au démarrage (code ${child.exitCode})`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await sleep(20);
    }
    const startupMs = performance.now() - started;
    await sleep(3000);
    return { startupMs, rssMb: child.pid ? await residentMegabytes(child.pid) : Number.NaN };
  } finally {
    await stopped(child);
  }
}
