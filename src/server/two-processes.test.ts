import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { adhesions, mailOutbox, messageRecipients, messages } from './db/schema.ts';
import { wakeMessageDelivery } from './features/messages/delivery-signal.ts';
import { cookieHeader, createAdmin, createMember, type TestUser } from './testing/factories.ts';
import { ALL_MEMBERS, createSentMessage } from './testing/member-messages-factories.ts';
import { isoDaysFromToday } from './testing/members-factories.ts';
import { createScratchDatabase } from './testing/scratch-database.ts';

/**
 * Two real app processes on one PostgreSQL database, as behind a load balancer.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PER_ACCOUNT_LIMIT = 4;
const SESSION_SECRET = 'deux-processus-deux-processus-deux-processus';

type Delivered = { to: string; raw: string };
type AppProcess = { url: string; child: ChildProcess; output: () => string };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The environment of an operator's shell, less what each test chooses itself. */
function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, PORT: _port, NODE_ENV: _mode, ...env } = process.env;
  return env;
}

describe('two app processes on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let smtp: SMTPServer;
  let dataDir: string;
  const delivered: Delivered[] = [];
  const apps: AppProcess[] = [];

  const appEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
    ...baseEnv(),
    DATABASE_URL: scratch.url,
    SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    ...extra,
  });

  async function startApp(smtpUrl: string): Promise<AppProcess> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: ROOT,
      env: appEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: smtpUrl,
        WEB_DIR: path.join(dataDir, 'no-web'),
        LOGIN_MAX_PER_ACCOUNT: String(PER_ACCOUNT_LIMIT),
        LOGIN_MAX_PER_IP: '1000',
        LOGIN_MAX_CODES_PER_HOUR: '1000',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    return { url: `http://127.0.0.1:${port}`, child, output: () => output };
  }

  async function waitUntilReady(app: AppProcess) {
    await vi.waitFor(
      async () => {
        if (app.child.exitCode !== null) throw new Error(`the app stopped:\n${app.output()}`);
        const ready = await fetch(`${app.url}/readyz`).catch(() => undefined);
        if (!ready?.ok) throw new Error(`not ready yet:\n${app.output()}`);
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  function post(app: AppProcess, url: string, body: object, cookie = '') {
    return fetch(`${app.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  const setCookies = (response: Response) => response.headers.getSetCookie();
  const deliveredTo = (to: string) => delivered.filter((mail) => mail.to === to);

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'asso-deux-'));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          for (const recipient of session.envelope.rcptTo) delivered.push({ to: recipient.address, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    // Started together: both migrate the fresh database at once.
    apps.push(await startApp(smtpUrl), await startApp(smtpUrl));
    await Promise.all(apps.map(waitUntilReady));
    database = await openDatabase({ url: scratch.url });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      apps.map(
        (app) =>
          new Promise((resolve) => {
            if (app.child.exitCode !== null) return resolve(undefined);
            app.child.once('exit', resolve);
            app.child.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const [first, second] = [() => apps[0] as AppProcess, () => apps[1] as AppProcess];

  /** Both steps through `app`, the code read from the mail the member received. */
  async function signInThrough(app: AppProcess, member: TestUser): Promise<string> {
    const login = await post(app, '/api/auth/login', { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    const pending = cookieHeader(setCookies(login));
    await expect.poll(() => deliveredTo(member.email).length, { timeout: 15_000 }).toBe(1);
    const code = deliveredTo(member.email)[0]?.raw.match(/Votre code de connexion : (\d{6})/)?.[1] ?? '';
    const verify = await post(app, '/api/auth/verify-code', { code }, pending);
    expect(verify.status).toBe(200);
    return cookieHeader(setCookies(verify), pending);
  }

  const signedInUser = (app: AppProcess, cookie: string) =>
    fetch(`${app.url}/api/auth/session`, { headers: { cookie } }).then(
      async (answer) => ((await answer.json()) as { user: { email: string } | null }).user,
    );

  it('recognises on one process a member who signed in through the other', async () => {
    const member = await createMember(database.db);
    const cookie = await signInThrough(first(), member);
    expect(await signedInUser(second(), cookie)).toMatchObject({ email: member.email });
  });

  it('forgets at once, on one process, a session that the other closed', async () => {
    const member = await createMember(database.db);
    const cookie = await signInThrough(first(), member);
    // Asked twice: the second process now remembers the session.
    expect(await signedInUser(second(), cookie)).toMatchObject({ email: member.email });
    expect(await signedInUser(second(), cookie)).toMatchObject({ email: member.email });

    expect((await post(first(), '/api/auth/logout', {}, cookie)).status).toBe(200);
    // Told by PostgreSQL within milliseconds; a minute would mean the cache was never told.
    await expect.poll(() => signedInUser(second(), cookie), { timeout: 1_000, interval: 20 }).toBeNull();
    expect(await signedInUser(first(), cookie)).toBeNull();
  });

  it('delivers each of 20 mails exactly once, whichever process queued it', async () => {
    const members: TestUser[] = [];
    for (let i = 0; i < 20; i++) members.push(await createMember(database.db));
    const answers = await Promise.all(
      members.map((member, i) =>
        post(i % 2 ? second() : first(), '/api/auth/forgot-password', { email: member.email }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200));

    const addresses = members.map((member) => member.email);
    const isAllSent = async () => {
      const rows = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, addresses));
      return rows.length === addresses.length && rows.every((row) => row.status === 'sent');
    };
    await expect.poll(isAllSent, { timeout: 20_000 }).toBe(true);
    expect(addresses.map((to) => deliveredTo(to).length)).toEqual(addresses.map(() => 1));
    expect(deliveredTo(addresses[0] ?? '')[0]?.raw).toContain('reset-password?token=');
  });

  it('delivers a message to each of 20 members exactly once, both processes sending at the shared pace', async () => {
    const members: TestUser[] = [];
    for (let i = 0; i < 20; i++) members.push(await createMember(database.db));
    const message = await database.db.transaction(async (tx) => {
      const queued = await createSentMessage(tx, {
        recipients: members.map((member) => member.id),
        subject: 'Nouvelles de la saison',
        audience: ALL_MEMBERS,
      });
      await wakeMessageDelivery(tx);
      return queued;
    });
    const statusOf = async () =>
      (
        await database.db
          .select({ status: messages.status })
          .from(messages)
          .where(eq(messages.id, message.id))
      )[0]?.status;
    // 120 a minute by default: twenty mails take ten seconds, whichever process sends them.
    await expect.poll(statusOf, { timeout: 40_000, interval: 500 }).toBe('envoye');
    expect(members.map((member) => deliveredTo(member.email).length)).toEqual(members.map(() => 1));
    const rows = await database.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.message_id, message.id));
    expect(rows.every((row) => row.status === 'envoye' && row.attempts === 1)).toBe(true);
    expect(deliveredTo(members[0]?.email ?? '')[0]?.raw).toContain(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('sends one renewal reminder when both processes are asked twice at once', async () => {
    const member = await createMember(database.db);
    await database.db.insert(adhesions).values({
      user_id: member.id,
      montant_cents: 750,
      date_debut: isoDaysFromToday(7 - 365),
      date_fin: isoDaysFromToday(7),
      statut: 'active',
      mode_paiement: 'Chèque',
    });
    const cookie = await signInThrough(first(), await createAdmin(database.db));
    const presses = [first(), second(), first(), second()].map((app) =>
      post(app, '/api/admin/reminders/send-due', {}, cookie).then(async (answer) => {
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { sent: number }).sent;
      }),
    );
    expect((await Promise.all(presses)).reduce((total, sent) => total + sent, 0)).toBe(1);
    await expect.poll(() => deliveredTo(member.email).length, { timeout: 15_000 }).toBe(1);
    expect(deliveredTo(member.email)[0]?.raw).toContain('/desabonnement?token=');
  });

  it('counts wrong passwords across both processes toward one limit', async () => {
    const member = await createMember(database.db);
    const wrong = { email: member.email, password: 'pas-le-bon-mot-de-passe' };
    for (let i = 0; i < PER_ACCOUNT_LIMIT; i++) {
      expect((await post(i % 2 ? second() : first(), '/api/auth/login', wrong)).status).toBe(401);
    }
    // Each process saw only two failures; together they reached the limit.
    const right = { email: member.email, password: member.password };
    expect((await post(first(), '/api/auth/login', right)).status).toBe(429);
    expect((await post(second(), '/api/auth/login', right)).status).toBe(429);
  });

  it('signs with the new name on one process as soon as the other saves it', async () => {
    const cookie = await signInThrough(first(), await createAdmin(database.db));
    const nameOn = async (app: AppProcess) =>
      ((await (await fetch(`${app.url}/api/association`)).json()) as { name: string }).name;
    // Read once by the second process, which now keeps it.
    const before = await nameOn(second());
    const saved = await fetch(`${first().url}/api/admin/settings`, { headers: { cookie } });
    const settings = { ...((await saved.json()) as object), name: 'Les Amis du Patrimoine' };
    const renamed = await fetch(`${first().url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(settings),
    });
    expect(renamed.status).toBe(200);
    expect(before).not.toBe('Les Amis du Patrimoine');
    // Told by PostgreSQL within milliseconds; ten seconds would mean the second process was never told.
    await expect
      .poll(() => nameOn(second()), { timeout: 1_000, interval: 20 })
      .toBe('Les Amis du Patrimoine');

    const member = await createMember(database.db);
    expect((await post(second(), '/api/auth/forgot-password', { email: member.email })).status).toBe(200);
    await expect.poll(() => deliveredTo(member.email).length, { timeout: 15_000 }).toBe(1);
    // Quoted-printable: lines are cut by "=" at their end.
    const body = deliveredTo(member.email)[0]?.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('des Amis du Patrimoine');
  });

  it('lets create-admin work on the shared database while both processes run', async () => {
    const admin = { email: 'admin-cli@exemple.fr', password: 'motdepasse-admin' };
    const args = [
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--prenom',
      'Alice',
      '--nom',
      'Admin',
    ];
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/create-admin.ts', ...args], {
      cwd: ROOT,
      env: appEnv({}),
    });
    expect(stdout).toContain(`Administrateur créé : ${admin.email}`);
    expect((await post(second(), '/api/auth/login', admin)).status).toBe(200);
  });
});
