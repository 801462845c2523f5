import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema.ts';
import { createDocument } from '../../testing/documents-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';
import { MANIFEST_ENTRY, type Manifest } from './manifest.ts';
import { openBackup } from './read-backup.ts';
import { backupsFolder, runScheduledBackup } from './service.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const download = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers });
const downloadBackup = (headers: Record<string, string> = {}) => post('/api/admin/backup', headers);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const backupDownloads = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'backup.download'));

describe('POST /api/admin/backup', () => {
  it('answers 401 signed out and 403 to a member, and records nothing', async () => {
    expect((await downloadBackup()).statusCode).toBe(401);
    const refused = await downloadBackup({ cookie: memberCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Accès réservé aux administrateurs');
    expect(await backupDownloads()).toEqual([]);
  });

  it('sends the administrator the database and every file in one archive, recorded in the journal', async () => {
    const document = await createDocument(t.ctx, { content: '%PDF-1.4 statuts signés' });
    const response = await downloadBackup({ cookie: adminCookie });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''sauvegarde-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const entries = await readZipEntries(response.rawPayload);
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)?.toString() ?? '') as Manifest;
    expect(manifest.tables.users).toBe(await t.db.$count(users));
    expect(entries.get(`files/${document.url}`)?.toString()).toBe('%PDF-1.4 statuts signés');
    for (const [name, entry] of Object.entries(manifest.entries)) {
      expect(sha256(entries.get(name) ?? Buffer.alloc(0)), name).toBe(entry.sha256);
    }
    const emails = (entries.get('data/users.jsonl')?.toString() ?? '')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).email);
    expect(emails).toContain(admin.email);

    expect(await backupDownloads()).toMatchObject([
      {
        actor_id: admin.id,
        actor_name: 'Alice Admin',
        target_type: 'backup',
        target_label: expect.stringMatching(/^sauvegarde-/),
      },
    ]);
    // Prepared on the disk, then gone with the download.
    expect(await readdir(backupsFolder(t.ctx.config.dataDir))).toEqual([]);
  });
});

describe('a backup download triggered by another site', () => {
  it('is not answered to a GET, which a link or a redirection can make: nothing built, nothing recorded', async () => {
    const before = (await backupDownloads()).length;
    const response = await download('/api/admin/backup', {
      cookie: adminCookie,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('application/zip');
    expect(await backupDownloads()).toHaveLength(before);
    expect(await readdir(backupsFolder(t.ctx.config.dataDir)).catch(() => [])).toEqual([]);
  });

  it('refuses a POST from a page of another origin, recording nothing', async () => {
    const before = (await backupDownloads()).length;
    const response = await downloadBackup({ cookie: adminCookie, origin: 'https://malveillant.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BAD_ORIGIN');
    expect(await backupDownloads()).toHaveLength(before);
  });
});

describe('what a backup holds', () => {
  const rowsOf = (entries: Map<string, Buffer>, table: string) =>
    (entries.get(`data/${table}.jsonl`)?.toString() ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string | null>);

  it('holds no live secret: a reset link, a session or a sign-in code read from it opens nothing', async () => {
    const member = await createMember(t.db, { email: 'lien-vivant@exemple.fr' });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email },
    });
    expect(forgot.statusCode).toBe(200);
    const other = await createMember(t.db, { email: 'code-en-attente@exemple.fr' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
    });
    expect(login.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const waiting = await t.db.select().from(mailOutbox).where(eq(mailOutbox.sensitive, true));
      expect(waiting.map((mail) => mail.to).sort()).toEqual([other.email, member.email].sort());
    });

    const entries = await readZipEntries((await downloadBackup({ cookie: adminCookie })).rawPayload);
    const everything = [...entries.values()].map((data) => data.toString()).join('\n');

    // What an attacker holding the archive tries: every reset token it shows, on the running server.
    const leaked = [...everything.matchAll(/reset-password(?::|\?token=)([A-Za-z0-9%_-]+)/g)].map((found) =>
      decodeURIComponent(found[1] ?? ''),
    );
    for (const token of leaked) {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'pris-dans-la-sauvegarde' },
      });
      expect(reset.statusCode, `jeton ${token}`).not.toBe(200);
    }
    expect(leaked).toEqual([]);

    for (const table of ['sessions', 'verifications', 'two_factors', 'rate_limits'])
      expect(entries.has(`data/${table}.jsonl`), table).toBe(false);
    const sessionToken = decodeURIComponent(adminCookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(everything).not.toContain(sessionToken);
    const mails = rowsOf(entries, 'mail_outbox');
    expect(mails.filter((mail) => mail.sensitive === 'true' && mail.status === 'pending')).toEqual([]);
  });
});

describe('the daily backup', () => {
  const job = () => runScheduledBackup({ db: t.db, storage: t.ctx.storage, config: t.ctx.config });
  const folder = () => backupsFolder(t.ctx.config.dataDir);

  async function saveBackupSettings(changes: { backups_enabled: boolean; backups_kept: number }) {
    const current = await download('/api/admin/settings', { cookie: adminCookie });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: adminCookie },
      payload: { ...(current.json() as object), ...changes },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('writes nothing while automatic backups are off, as they are at first', async () => {
    expect(await job()).toBeUndefined();
    expect(await readdir(folder()).catch(() => [])).toEqual([]);
  });

  it('writes an archive into DATA_DIR/backups and keeps the last N, leaving other files alone', async () => {
    await saveBackupSettings({ backups_enabled: true, backups_kept: 2 });
    await mkdir(folder(), { recursive: true });
    const older = ['2026-01-01', '2026-01-02', '2026-01-03'].map(
      (day) => `sauvegarde-${day}T01-00-00-000Z.zip`,
    );
    for (const name of [...older, 'notes.txt']) await writeFile(path.join(folder(), name), 'ancienne');

    const written = await job();

    expect((await readdir(folder())).sort()).toEqual(['notes.txt', older[2], written]);
    const archive = await openBackup(path.join(folder(), written ?? ''));
    try {
      await archive.verify();
      expect(archive.manifest.tables.users).toBe(await t.db.$count(users));
    } finally {
      archive.close();
    }
  });

  it('refuses to keep fewer than one archive or more than 365', async () => {
    const current = (await download('/api/admin/settings', { cookie: adminCookie })).json();
    for (const [kept, message] of [
      [0, 'Une sauvegarde au moins'],
      [366, '365 sauvegardes au plus'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: adminCookie },
        payload: { ...current, backups_kept: kept },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([{ path: 'backups_kept', message }]);
    }
  });
});
