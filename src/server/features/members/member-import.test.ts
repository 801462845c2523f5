import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adhesions, auditLog, mailOutbox, users, verifications } from '../../db/schema.ts';
import { projectRoot } from '../../project-root.ts';
import { createAdmin, createMember, signedInAs, signIn, type TestUser } from '../../testing/factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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

const HEADER = 'Prénom;Nom;Email;Statut membre;Montant;Date de début;Mode de paiement';
const unique = () => Math.random().toString(36).slice(2, 8);
const csv = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'latin1');

async function send(
  url: string,
  file: Buffer,
  fields: Record<string, string> = {},
  cookie: string | undefined = adminCookie,
) {
  const { payload, headers } = await multipartPayload(fields, {
    name: 'adherents.csv',
    type: 'text/csv',
    data: file,
  });
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
const preview = (file: Buffer, fields?: Record<string, string>, cookie?: string) =>
  send('/api/admin/users/import/preview', file, fields, cookie);
const confirm = (file: Buffer, fields?: Record<string, string>, cookie?: string) =>
  send('/api/admin/users/import', file, fields, cookie);

const invitationsTo = (email: string) =>
  t.db
    .select({ text: mailOutbox.text, sensitive: mailOutbox.sensitive })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Votre espace membre%')));
const tokenIn = (text: string) => decodeURIComponent(text.match(/\/reset-password\?token=(\S+)/)?.[1] ?? '');

describe('POST /api/admin/users/import/preview', () => {
  it('shows each line’s problems and the members already registered, writing nothing', async () => {
    const known = await createMember(t.db);
    const email = `nouveau-${unique()}@exemple.fr`;
    const file = csv([
      `Hélène;Lefèvre;${email};Membre actif;15,00;01/09/2025;Chèque`,
      `Paul;Martin;;Membre ordinaire;7,50;01/09/2025;Espèces`,
      `Anne;Roy;${known.email};;;;`,
      `Luc;Roy;${email.toUpperCase()};;;;`,
      `Zoé;Blanc;zoe-${unique()}@exemple.fr;Platine;7,50;31/02/2025;Chèque`,
    ]);
    const before = await t.db.$count(users);
    const response = await preview(file);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.missingFields).toEqual([]);
    expect(body.counts).toEqual({ lines: 5, valid: 2, faulty: 3, existing: 1 });
    const byLine = Object.fromEntries(body.lines.map((line: { line: number }) => [line.line, line]));
    expect(byLine[3].problems).toEqual(['Email manquant']);
    expect(byLine[4]).toMatchObject({ existing: true, problems: [] });
    expect(byLine[5].problems).toEqual(['Email en double dans le fichier (déjà à la ligne 2)']);
    expect(byLine[6].problems).toEqual([
      'Type d’adhésion inconnu : Platine (valeurs acceptées : Membre Ordinaire, Membre Actif, Membre Fondateur)',
      'Date de début invalide : 31/02/2025 (JJ/MM/AAAA)',
    ]);
    expect(byLine[2].cells).toMatchObject({ prenom: 'Hélène', nom: 'Lefèvre', montant: '15,00' });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('makes every value it cannot map exactly a line to correct, with the accepted values beside it', async () => {
    const file = Buffer.from(
      [
        'Prénom;Nom;Email;Téléphone;Statut membre;Fonction',
        `Ana;Bienvenu;ana-${unique()}@exemple.fr;;Bienfaiteur;`,
        `Eve;Durand;eve-${unique()}@exemple.fr;;;Présidente`,
        `Ida;Morel;ida-${unique()}@exemple.fr;;;Trésorier adjoint`,
        `Léo;Petit;leo-${unique()}@exemple.fr;612345678;;Trésorière`,
      ].join('\r\n'),
      'latin1',
    );
    const body = (await preview(file)).json();
    expect(body.counts).toMatchObject({ lines: 4, valid: 1, faulty: 3 });
    const byLine = Object.fromEntries(body.lines.map((line: { line: number }) => [line.line, line]));
    expect(byLine[2].problems).toEqual([
      'Type d’adhésion inconnu : Bienfaiteur (valeurs acceptées : Membre Ordinaire, Membre Actif, Membre Fondateur)',
    ]);
    expect(byLine[3].problems).toEqual([]);
    expect(byLine[4].problems).toEqual([
      'Fonction inconnue : Trésorier adjoint (valeurs acceptées : Membre, Président ou Présidente, Secrétaire, Trésorier ou Trésorière)',
    ]);
    expect(byLine[5]).toMatchObject({
      problems: ['Téléphone : 0 manquant ? 612345678 (proposé : 0612345678)'],
      suggestions: { telephone: '0612345678' },
    });
    const corrected = await preview(file, {
      corrections: JSON.stringify({ 5: { telephone: '0612345678' } }),
    });
    expect(corrected.json().counts).toMatchObject({ valid: 2, faulty: 2 });
  });

  it('reads the sample file of the documentation: 30 members, two faulty lines', async () => {
    const sample = readFileSync(path.join(projectRoot, 'docs/exemple-import-adherents.csv'));
    const body = (await preview(sample)).json();
    expect(body.counts).toEqual({ lines: 30, valid: 28, faulty: 2, existing: 0 });
    expect(body.lines.slice(0, 2).map((line: { problems: string[] }) => line.problems)).toEqual([
      ['Email manquant'],
      ['Date de début invalide : 31/02/2025 (JJ/MM/AAAA)'],
    ]);
  });

  it('reads an Excel workbook (.xlsx) whatever name the browser gives it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Adhérents');
    sheet.addRow(['Prénom', 'Nom', 'E-mail', 'Montant', 'Date de début']);
    sheet.addRow(['Zoé', 'Martin', `zoe-${unique()}@exemple.fr`, 7.5, new Date(Date.UTC(2025, 8, 15))]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const { payload, headers } = await multipartPayload(
      {},
      { name: 'adherents', type: 'application/octet-stream', data },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import/preview',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(response.json()).toMatchObject({
      counts: { valid: 1, faulty: 0 },
      lines: [{ line: 2, cells: { prenom: 'Zoé', montant: '7,5', date_debut: '15/09/2025' } }],
    });
  });

  it('asks for the columns it cannot recognise, then reads them as mapped', async () => {
    const file = Buffer.from(`Given name;Surname;Courriel\nJeanne;Arc;jeanne-${unique()}@exemple.fr\n`);
    const first = (await preview(file)).json();
    expect(first.mapping).toEqual([null, null, 'email']);
    expect(first.missingFields).toEqual(['prenom', 'nom']);
    const mapped = await preview(file, { mapping: JSON.stringify(['prenom', 'nom', 'email']) });
    expect(mapped.json().counts).toMatchObject({ valid: 1, faulty: 0 });
  });

  it('applies the corrections typed in the preview', async () => {
    const file = csv([`Paul;Martin;;Membre ordinaire;7,50;01/09/2025;Espèces`]);
    const corrections = JSON.stringify({ 2: { email: `paul-${unique()}@exemple.fr` } });
    const body = (await preview(file, { corrections })).json();
    expect(body.counts).toMatchObject({ valid: 1, faulty: 0 });
    expect(body.lines[0]).toMatchObject({ line: 2, corrected: true, problems: [] });
  });

  it('refuses an unreadable mapping, a file that is not a spreadsheet, and an empty one', async () => {
    const file = csv([`Paul;Martin;paul-${unique()}@exemple.fr;;;;`]);
    const badMapping = await preview(file, { mapping: '[' });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().error).toMatchObject({
      message: 'Correspondance des colonnes invalide',
      fields: [{ path: 'mapping', message: 'Correspondance des colonnes invalide' }],
    });
    const { payload, headers } = await multipartPayload(
      {},
      { name: 'photo.png', type: 'image/png', data: Buffer.from('%PDF-1.4\n') },
    );
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import/preview',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe('Veuillez choisir un fichier CSV ou Excel (.xlsx)');
    const empty = await preview(Buffer.from(`${HEADER}\n`));
    expect(empty.json().error.message).toBe('Le fichier ne contient aucune ligne à importer');
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const file = csv([`Paul;Martin;paul-${unique()}@exemple.fr;;;;`]);
    expect((await preview(file, {}, '')).statusCode).toBe(401);
    expect((await preview(file, {}, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/import', () => {
  it('creates validated members with their membership, mailing no one, faulty lines left out', async () => {
    const email = `helene-${unique()}@exemple.fr`;
    const response = await confirm(
      csv([`Hélène;Lefèvre;${email};Membre actif;15,00;01/09/2025;Chèque`, 'Paul;Martin;;;;;']),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 0, skipped: 0, faulty: 1 });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      prenom: 'Hélène',
      nom: 'Lefèvre',
      is_active: true,
      statut_membre: 'Membre Actif',
    });
    const memberships = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.user_id, user?.id ?? ''));
    expect(memberships).toMatchObject([
      {
        type: 'premium',
        montant_cents: 1500,
        date_debut: '2025-09-01',
        date_fin: '2026-09-01',
        mode_paiement: 'Chèque',
      },
    ]);
    expect(await invitationsTo(email)).toEqual([]);
    expect(user?.invitation_due).toBe(true);
  });

  it('imports a « Présidente » as Président, and a line with « Bienfaiteur » not at all', async () => {
    const emails = [`eve-${unique()}@exemple.fr`, `ana-${unique()}@exemple.fr`];
    const file = Buffer.from(
      [
        'Prénom;Nom;Email;Statut membre;Fonction',
        `Eve;Durand;${emails[0]};;Présidente`,
        `Ana;Bienvenu;${emails[1]};Bienfaiteur;`,
      ].join('\r\n'),
      'latin1',
    );
    expect((await confirm(file)).json()).toMatchObject({ created: 1, faulty: 1 });
    const rows = await t.db
      .select({ email: users.email, fonction: users.fonction })
      .from(users)
      .where(inArray(users.email, emails));
    expect(rows).toEqual([{ email: emails[0], fonction: 'Président' }]);
  });

  it('matches the « Type d’adhésion » to an offer by its name, accents and case aside, at its price', async () => {
    const reduced = await createOffer(t.db);
    const emails = [`lea-${unique()}@exemple.fr`, `hugo-${unique()}@exemple.fr`];
    const response = await confirm(
      csv([
        `Léa;Roux;${emails[0]};TARIF REDUIT;;01/10/2025;Espèces`,
        `Hugo;Roux;${emails[1]};Membre Fondateur;;01/10/2025;`,
      ]),
    );
    expect(response.json()).toMatchObject({ created: 2, faulty: 0 });
    const memberships = await t.db
      .select({
        email: users.email,
        offer_id: adhesions.offer_id,
        type: adhesions.type,
        montant_cents: adhesions.montant_cents,
      })
      .from(adhesions)
      .innerJoin(users, eq(users.id, adhesions.user_id))
      .where(inArray(users.email, emails))
      .orderBy(users.prenom);
    expect(memberships).toMatchObject([
      { email: emails[1], type: 'bienfaiteur', montant_cents: 0 },
      { email: emails[0], offer_id: reduced.id, type: 'standard', montant_cents: 300 },
    ]);
  });

  it('lets an imported member in only through the invitation: choose a password, then sign in', async () => {
    const email = `marc-${unique()}@exemple.fr`;
    await confirm(csv([`Marc;Petit;${email};;;;`]));
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/invitations',
      payload: {},
      headers: { cookie: adminCookie },
    });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login('motdepasse')).statusCode).toBe(401);
    const [mail] = await invitationsTo(email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenIn(mail?.text ?? ''), password: 'mon-secret' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = await signIn(t.app, t.db, { email, password: 'mon-secret' });
    const profile = await t.app.inject({ url: '/api/members/me/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ email, prenom: 'Marc' });
  });

  it('skips the registered members, or updates them, as the administrator chose', async () => {
    const known = await createMember(t.db, { prenom: 'Ancien', nom: 'Nom' });
    const file = csv([`Nouveau;Prénom;${known.email};Membre fondateur;50;01/01/2026;Virement`]);
    expect((await confirm(file)).json()).toMatchObject({ created: 0, skipped: 1 });
    const [skipped] = await t.db.select().from(users).where(eq(users.id, known.id));
    expect(skipped?.prenom).toBe('Ancien');

    expect((await confirm(file, { duplicates: 'update' })).json()).toMatchObject({ created: 0, updated: 1 });
    const [updated] = await t.db.select().from(users).where(eq(users.id, known.id));
    expect(updated).toMatchObject({ prenom: 'Nouveau', nom: 'Prénom', statut_membre: 'Membre Fondateur' });
    // Imported twice, the same membership is recorded once.
    await confirm(file, { duplicates: 'update' });
    expect(await t.db.$count(adhesions, eq(adhesions.user_id, known.id))).toBe(1);
    expect(await invitationsTo(known.email)).toHaveLength(0);
  });

  it('imports 5,000 lines in one go, the server answering meanwhile, mailing no one', async () => {
    const batch = unique();
    const lines = Array.from(
      { length: 5000 },
      (_, index) =>
        `Prénom${index};Nom${index};m${index}-${batch}@exemple.fr;Membre ordinaire;7,50;01/09/2025;Chèque`,
    );
    const answered: string[] = [];
    const importing = confirm(csv(lines)).then((response) => {
      answered.push('import');
      return response;
    });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    answered.push('healthz');
    const response = await importing;
    expect(answered).toEqual(['healthz', 'import']);
    expect(response.json()).toMatchObject({ created: 5000, faulty: 0 });
    const imported = like(users.email, `%-${batch}@exemple.fr`);
    expect(await t.db.$count(users, imported)).toBe(5000);
    expect(await t.db.$count(mailOutbox, like(mailOutbox.to, `%-${batch}@exemple.fr`))).toBe(0);
    const ids = t.db.select({ id: users.id }).from(users).where(imported);
    expect(await t.db.$count(accounts, inArray(accounts.userId, ids))).toBe(5000);
    expect(await t.db.$count(adhesions, inArray(adhesions.user_id, ids))).toBe(5000);
  });

  it('refuses a file without the email column and writes nothing', async () => {
    const before = await t.db.$count(users);
    const response = await confirm(Buffer.from('Prénom;Nom\nAnne;Roy\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Indiquez les colonnes du prénom, du nom et de l’email');
    expect(await t.db.$count(users)).toBe(before);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const file = csv([`Paul;Martin;paul-${unique()}@exemple.fr;;;;`]);
    expect((await confirm(file, {}, '')).statusCode).toBe(401);
    expect((await confirm(file, {}, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/:id/invitation', () => {
  const resend = (id: string, cookie: string | undefined = adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/invitation`,
      payload: {},
      headers: cookie ? { cookie } : {},
    });

  it('mails a new link and closes the older ones', async () => {
    const email = `lucie-${unique()}@exemple.fr`;
    await confirm(csv([`Lucie;Faure;${email};;;;`]));
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/invitations',
      payload: {},
      headers: { cookie: adminCookie },
    });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await resend(user?.id ?? '')).statusCode).toBe(200);
    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => tokenIn(mail.text));
    const reset = (token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'mon-secret' },
      });
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member, 401 signed out and 403 to a member', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await resend(id)).statusCode).toBe(404);
    expect((await resend(id, '')).statusCode).toBe(401);
    expect((await resend(id, memberCookie)).statusCode).toBe(403);
  });
});

describe('/api/admin/users/invitations', () => {
  const send = (cookie: string | undefined = adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users/invitations',
      payload: {},
      headers: cookie ? { cookie } : {},
    });
  const due = () => t.app.inject({ url: '/api/admin/users/invitations', headers: { cookie: adminCookie } });

  it('sends the invitations of the imported members once, journalled, when the administrator asks', async () => {
    const email = `helene-${unique()}@exemple.fr`;
    await confirm(csv([`Hélène;Lefèvre;${email};;;;`]));
    expect((await due()).json().invited).toBeGreaterThanOrEqual(1);
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.json().invited).toBeGreaterThanOrEqual(1);
    expect((await due()).json()).toEqual({ invited: 0 });
    const [mail] = await invitationsTo(email);
    expect(mail?.sensitive).toBe(true);
    expect(mail?.text).toContain('valable 7 jours');
    const [link] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${tokenIn(mail?.text ?? '')}`));
    const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await send()).json()).toEqual({ invited: 0 });
    expect(await invitationsTo(email)).toHaveLength(1);
    const journal = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.invite-imported'), eq(auditLog.actor_id, admin.id)));
    expect(journal.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await send('')).statusCode).toBe(401);
    expect((await send(memberCookie)).statusCode).toBe(403);
  });
});
