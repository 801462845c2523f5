import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import { databaseContents, storageContents } from '../../testing/backup-contents.ts';
import { registrationInput } from '../../testing/registration.ts';
import { createScratchDatabase } from '../../testing/scratch-database.ts';

/**
 * The commands as an operator runs them, beside a real server on the embedded PostgreSQL of its
 * DATA_DIR: they share it while the server runs, and start (then stop) it when it does not.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SESSION_SECRET = 'commandes-commandes-commandes-commandes-0123';
const ADMIN = { email: 'tresorier@exemple.fr' };

type Outcome = { code: number; stdout: string; stderr: string };

/** The environment of an operator's shell, less what each command is given here. */
function commandEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    SMTP_URL: _smtp,
    PORT: _port,
    NODE_ENV: _mode,
    S3_BUCKET: _s3,
    ...env
  } = process.env;
  return { ...env, ...extra };
}

function runCommand(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: ROOT, env: commandEnv(env) },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Every table but the sign-in counters, which the server kept writing after the backup. */
/** A database's rows but its rate-limit counters and the journal line a restore writes of itself. */
async function contentsBesidesCounters(database: Database) {
  const { tables, ...rest } = await databaseContents(database.db);
  const { rate_limits: _counters, audit_log: journal = [], ...others } = tables;
  const journalBesidesRestores = journal.filter((row) => !row.includes(',backup.restore,'));
  return { tables: { ...others, audit_log: journalBesidesRestores }, ...rest };
}

/** The embedded PostgreSQL of `dataDir` (the running one, or started for the test), opened. */
async function openEmbedded(dataDir: string): Promise<Database> {
  const embedded = await startEmbeddedPostgres(dataDir, { info() {}, warn() {}, error() {} });
  const database = await openDatabase({ url: embedded.connectionString });
  return {
    ...database,
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}

describe('the commands beside a running server, on the embedded PostgreSQL', () => {
  let work: string;
  let dataDir: string;
  let archive: string;
  let server: ChildProcess;
  let url: string;
  let original: Database | undefined;
  let output = '';

  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'asso-commandes-'));
    // As root, PostgreSQL runs as its own user, who must reach the data folders.
    await chmod(work, 0o755);
    dataDir = path.join(work, 'data');
    archive = path.join(work, 'sauvegarde.zip');
    await mkdir(path.join(dataDir, 'files/documents'), { recursive: true });
    await writeFile(path.join(dataDir, 'files/documents/statuts.pdf'), '%PDF-1.4 statuts');
    url = `http://127.0.0.1:${await freePort()}`;
    await startServer();
  }, 120_000);

  async function startServer() {
    output = '';
    server = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: ROOT,
      env: commandEnv({
        DATA_DIR: dataDir,
        PORT: new URL(url).port,
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        WEB_DIR: path.join(work, 'no-web'),
        LOGIN_MAX_PER_ACCOUNT: '100000',
        LOGIN_MAX_PER_IP: '100000',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await vi.waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
        const ready = await fetch(`${url}/readyz`).catch(() => undefined);
        if (!ready?.ok) throw new Error(`Pas encore prêt :\n${output}`);
        // Its last start-up line, once the job engine runs too: /readyz answers before that.
        if (!output.includes('(base PostgreSQL embarqué)'))
          throw new Error(`Pas encore démarré :\n${output}`);
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  afterAll(async () => {
    if (server) await stopServer();
    await original?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('creates an administrator while the server runs', async () => {
    const created = await runCommand(
      'scripts/create-admin.ts',
      ['--email', ADMIN.email, '--password', 'mot-de-passe-solide-1', '--prenom', 'Léa', '--nom', 'Trésor'],
      { DATA_DIR: dataDir },
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Administrateur créé : tresorier@exemple\.fr \(/);
    // The server's PostgreSQL is still the one running: the command left it to the server.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('backs up the database while the server keeps answering', async () => {
    const answers: number[] = [];
    let writing = true;
    // Each wrong password writes a sign-in counter: the server is busy writing throughout.
    const writes = (async () => {
      while (writing) {
        const response = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: 'pas-le-bon' }),
        });
        answers.push(response.status);
      }
    })();
    const backup = await runCommand('scripts/backup.ts', ['--out', archive], { DATA_DIR: dataDir });
    writing = false;
    await writes;

    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      /^Sauvegarde écrite dans .*sauvegarde\.zip : [\d\s]+ lignes, 1 fichier \(migration \d{4}_\w+\)\.\n$/,
    );
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([401]));
  }, 120_000);

  it('refuses to restore under the running server, as on any PostgreSQL', async () => {
    const restore = await runCommand('scripts/restore.ts', ['--in', archive, '--force'], {
      DATA_DIR: dataDir,
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(
      /^Arrêtez d'abord les serveurs : \d+ autre\(s\) connexion\(s\) ouverte\(s\) sur la base\.\n$/,
    );
  }, 60_000);

  it('restores it on an empty data folder, starting and then stopping its PostgreSQL', async () => {
    const restoredDir = path.join(work, 'restauree');
    const restore = await runCommand('scripts/restore.ts', ['--in', archive], { DATA_DIR: restoredDir });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(
      /^Création de la base PostgreSQL embarquée dans .+…\nSauvegarde du .+ restaurée : [\d\s]+ lignes, 1 fichier\.\nChacun se reconnecte ; un code de connexion, un lien de mot de passe ou une invitation en cours est à redemander\.\n$/,
    );

    expect(existsSync(path.join(restoredDir, 'postgres/postmaster.pid'))).toBe(false);
    original = await openEmbedded(dataDir);
    const restored = await openEmbedded(restoredDir);
    try {
      expect(await contentsBesidesCounters(restored)).toEqual(await contentsBesidesCounters(original));
    } finally {
      await restored.close();
    }
    const files = (dir: string) =>
      storageContents(createLocalStorage(path.join(dir, 'files'), SESSION_SECRET));
    expect(await files(restoredDir)).toEqual(await files(dataDir));
  }, 120_000);

  it('restores it on another PostgreSQL database, the same rows byte for byte', async () => {
    const scratch = await createScratchDatabase();
    try {
      const restore = await runCommand('scripts/restore.ts', ['--in', archive], {
        DATA_DIR: path.join(work, 'postgres'),
        DATABASE_URL: scratch.url,
        SESSION_SECRET,
      });
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      const restored = await openDatabase({ url: scratch.url });
      try {
        expect(await contentsBesidesCounters(restored)).toEqual(
          await contentsBesidesCounters(original as Database),
        );
      } finally {
        await restored.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);

  it('loses no acknowledged write when the server is killed in the middle, then started again', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    // Each registration opened is a row written before the answer.
    const writes = (async () => {
      while (writing) {
        const input = registrationInput();
        const response = await fetch(`${url}/api/registration/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        }).catch(() => undefined);
        if (response?.status === 200) acknowledged.push(input.email);
      }
    })();
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(3), { timeout: 30_000 });
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    writing = false;
    await writes;

    await startServer();
    await original?.close();
    original = await openEmbedded(dataDir);
    const { rows } = (await original.db.execute(
      sql`select registration->>'email' as email from checkout_sessions`,
    )) as unknown as { rows: { email: string }[] };
    const stored = new Set(rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 120_000);

  it('tells a crash of PostgreSQL in French, answers 503 on /readyz meanwhile, and starts it again', async () => {
    await original?.close();
    original = undefined;
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    const statuses = new Set<number>();
    await vi.waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
        statuses.add((await fetch(`${url}/readyz`)).status);
        expect(output).toContain('PostgreSQL embarqué redémarré.');
        expect(statuses.has(200)).toBe(true);
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(statuses.has(503)).toBe(true);
    expect(output).toContain('PostgreSQL embarqué s’est arrêté de façon inattendue : redémarrage…');
  }, 120_000);
});
