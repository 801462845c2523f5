import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
/** Stands for a running server: a live process whose pid is in the lock file. */
let server: ChildProcess;
const lockFile = () => path.join(dataDir, 'db.lock');
/** A command loads the whole app before it refuses: slow on a busy machine. */
const COMMAND_TIMEOUT_MS = 90_000;

beforeAll(() => {
  server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
});
afterAll(() => {
  server.kill();
});
beforeEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'asso-lock-'));
});

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

/** Runs a command of the project as an operator would, on the embedded database of `dataDir`. */
async function run(script: string, args: string[] = []) {
  const { DATABASE_URL: _database, ...env } = process.env;
  try {
    await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('the embedded database belongs to one process', () => {
  it('writes the pid of its holder, refuses a second holder, and frees the folder on release', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    writeFileSync(lockFile(), String(server.pid));
    expect(() => lockDataDir(dataDir)).toThrow(new DataDirLockedError(server.pid ?? 0));

    writeFileSync(lockFile(), String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose process is gone', async () => {
    writeFileSync(lockFile(), String(await deadPid()));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a lock it does not hold when releasing', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFile(), String(server.pid));
    lock.release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(server.pid));
  });

  it(
    'makes create-admin refuse in French while the server runs, without opening the database',
    async () => {
      writeFileSync(lockFile(), String(server.pid));
      const args = [
        '--email',
        'admin@exemple.fr',
        '--password',
        'motdepasse',
        '--prenom',
        'Alice',
        '--nom',
        'Admin',
      ];
      const result = await run('scripts/create-admin.ts', args);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Arrêtez d'abord le serveur (pid ${server.pid}) : la base embarquée n'accepte qu'un processus.`,
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'makes seed:demo refuse the same way',
    async () => {
      writeFileSync(lockFile(), String(server.pid));
      const result = await run('scripts/seed-demo.ts');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Arrêtez d'abord le serveur (pid ${server.pid})`);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'keeps a second server from starting on the same folder',
    async () => {
      writeFileSync(lockFile(), String(server.pid));
      const result = await run('src/server/main.ts');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `La base embarquée est déjà ouverte par le processus ${server.pid} : arrêtez-le d'abord`,
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    },
    COMMAND_TIMEOUT_MS,
  );
});
