import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEXTS } from '../../../domain/settings.ts';
import { associationSettings, auditLog, mailOutbox } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, signIn } from '../../testing/factories.ts';
import { createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ASSOCIATION_NAME: 'Association des Dessinateurs' } });
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const validSettings = {
  name: 'Les Amis du Dessin',
  initials: 'LAD',
  email: 'bureau@amis-dessin.fr',
  address: '3 rue des Arts\n69003 Lyon',
  season_start_month: null,
  season_early_weeks: 4,
  reminders_enabled: true,
  reminder_days_before: [45, 10],
  reminder_days_after: 2,
  ...DEFAULT_REMINDER_TEXTS,
  backups_enabled: true,
  backups_kept: 14,
  messages_archive_newcomers: true,
  messages_kept_years: 2,
  convocations_kept_years: 5,
  ag_voters: 'a_jour',
  ag_max_proxies: 2,
  ag_quorum_percent: 25,
  ag_majority: 'simple',
  age_quorum_percent: 50,
  age_majority: 'deux_tiers',
};

const getSettings = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: cookie ? { cookie } : {} });
const putSettings = (body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/admin/settings', () => {
  it('shows the environment values and the default reminders while nothing was saved', async () => {
    const response = await getSettings(adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Association des Dessinateurs',
      initials: 'HDS',
      season_start_month: null,
      season_early_weeks: 4,
      reminders_enabled: true,
      reminder_days_before: [30, 7],
      reminder_days_after: 1,
      reminder_before_subject: DEFAULT_REMINDER_TEXTS.reminder_before_subject,
      backups_enabled: false,
      backups_kept: 7,
      ag_voters: 'valides',
      ag_max_proxies: 2,
      ag_quorum_percent: 25,
      ag_majority: 'simple',
      age_quorum_percent: 50,
      age_majority: 'deux_tiers',
    });
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await getSettings()).statusCode).toBe(401);
    expect((await getSettings(memberCookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/settings', () => {
  it('answers 401 signed out and 403 to a member, and saves nothing', async () => {
    expect((await putSettings(validSettings)).statusCode).toBe(401);
    expect((await putSettings(validSettings, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(associationSettings)).toEqual([]);
  });

  it('names each invalid field in French and saves nothing', async () => {
    const response = await putSettings(
      {
        ...validSettings,
        name: ' ',
        email: 'pas-un-email',
        season_start_month: 13,
        season_early_weeks: -1,
        reminder_days_before: [30, 30],
        backups_kept: 0,
      },
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Ce champ est requis' },
        { path: 'email', message: 'Adresse email invalide' },
        { path: 'season_start_month', message: 'Mois invalide' },
        { path: 'season_early_weeks', message: 'Le nombre de semaines ne peut pas être négatif' },
        { path: 'reminder_days_before', message: 'Chaque jour une seule fois' },
        { path: 'backups_kept', message: 'Une sauvegarde au moins' },
      ]),
    );
    expect(await t.db.select().from(associationSettings)).toEqual([]);
  });

  it('saves the settings, which the whole app then uses: identity, season and certificates', async () => {
    const september = { ...validSettings, season_start_month: 9, season_early_weeks: 6 };
    const response = await putSettings(september, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(september);
    expect((await getSettings(adminCookie)).json()).toEqual(september);

    const association = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(association.json()).toMatchObject({
      name: 'Les Amis du Dessin',
      initials: 'LAD',
      email: 'bureau@amis-dessin.fr',
      fees: { standard: 7.5, premium: 10, bienfaiteur: 0 },
      season: { start_month: 9, early_weeks: 6 },
    });

    const member = await createMember(t.db);
    const paid = await addAdhesion(t.db, member.id, { startedDaysAgo: 10 });
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/admin/adhesions/${paid.id}/attestation`,
      headers: { cookie: adminCookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Les Amis du Dessin');
    expect(text).toContain('3 rue des Arts');
  });

  it('goes back to the rolling year, and journals the season in French', async () => {
    await putSettings({ ...validSettings, season_start_month: 1, season_early_weeks: 4 }, adminCookie);
    const response = await putSettings(validSettings, adminCookie);
    expect(response.json()).toMatchObject({ season_start_month: null, season_early_weeks: 4 });
    const association = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(association.json().season).toEqual({ start_month: null, early_weeks: 4 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.changes).toEqual({ season_start_month: { before: 1, after: null } });
  });

  it('refuses a season of more than 26 early weeks', async () => {
    const response = await putSettings({ ...validSettings, season_early_weeks: 27 }, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'season_early_weeks', message: '26 semaines au plus' },
    ]);
  });

  it('refuses a quorum outside 0–100 % and a negative number of proxies, each beside its field', async () => {
    const response = await putSettings(
      { ...validSettings, ag_quorum_percent: 120, ag_max_proxies: -1, ag_voters: 'tous' },
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'ag_voters', message: 'Choix invalide' },
      { path: 'ag_max_proxies', message: 'Le nombre de procurations ne peut pas être négatif' },
      { path: 'ag_quorum_percent', message: 'Le quorum est compris entre 0 et 100 %' },
    ]);
  });

  it('signs the sign-in code, the invitation and the loan decision with the saved name', async () => {
    await putSettings(validSettings, adminCookie);
    const member = await createMember(t.db);
    await signIn(t.app, t.db, member);
    const invitation = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/invitation`,
      headers: { cookie: adminCookie },
    });
    expect(invitation.statusCode).toBe(200);
    const material = await createMaterial(t.db);
    const loan = await createLoan(t.db, { userId: member.id, materialId: material.id });
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/admin/material-loans/${loan.id}/action`,
      headers: { cookie: adminCookie },
      payload: { action: 'confirm' },
    });
    expect(decision.statusCode).toBe(200);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      // "l'équipe des Amis du Dessin": the article follows the French preposition.
      expect(`${mail.subject}\n${mail.text}`).toContain('Amis du Dessin');
      expect(`${mail.subject}\n${mail.text}`).not.toContain('Dessinateurs');
    }
  });
});
