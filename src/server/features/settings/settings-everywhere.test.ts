import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEXTS } from '../../../domain/settings.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createEvent } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs, signIn } from '../../testing/factories.ts';
import { createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createSecondTestApp, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { ASSOCIATION_NAME: 'Association des Dessinateurs', ASSOCIATION_INITIALS: 'ADD' },
  });
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const settingsNamed = (name: string, initials: string) => ({
  name,
  initials,
  email: 'bureau@exemple.fr',
  address: '3 rue des Arts\n69003 Lyon',
  season_start_month: null,
  season_early_weeks: 4,
  reminders_enabled: true,
  reminder_days_before: [30, 7],
  reminder_days_after: 1,
  ...DEFAULT_REMINDER_TEXTS,
  backups_enabled: false,
  backups_kept: 7,
  messages_archive_newcomers: true,
  messages_kept_years: 2,
  convocations_kept_years: 5,
  ag_voters: 'a_jour',
  ag_max_proxies: 2,
  ag_quorum_percent: 25,
  ag_majority: 'simple',
  age_quorum_percent: 50,
  age_majority: 'deux_tiers',
});

async function rename(app: TestApp, name: string, initials: string) {
  const cookie = app === t ? adminCookie : await signedInAs(app.ctx, await createAdmin(app.db));
  const response = await app.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: settingsNamed(name, initials),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
}

/** The subject and text of the mail to `email` whose subject begins with `subject`. */
async function mailTo(email: string, subject: string) {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const mail = mails.find((candidate) => candidate.subject.startsWith(subject));
  return mail ? `${mail.subject}\n${mail.text}` : '';
}

const openApiTitle = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().info.title;

describe('a renamed association', () => {
  it('signs every mail, calendar, attestation and the API document with its new name at once', async () => {
    // Read once under the old name, so that whatever the process keeps must be forgotten.
    expect(await openApiTitle(t)).toBe('API — Association des Dessinateurs');
    await rename(t, 'Les Amis du Patrimoine', 'LAP');
    expect(await openApiTitle(t)).toBe('API — Les Amis du Patrimoine');

    const member = await createMember(t.db, { prenom: 'Marc', nom: 'Bernard' });
    const memberCookie = await signIn(t.app, t.db, member);
    expect(await mailTo(member.email, 'Votre code de connexion')).toContain(
      "L'équipe des Amis du Patrimoine",
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email },
    });
    expect(reset.statusCode).toBe(200);
    // The reset mail is written after the answer (its timing must not tell who is a member).
    await expect
      .poll(() => mailTo(member.email, 'Réinitialisation'))
      .toContain("L'équipe des Amis du Patrimoine");

    const invitation = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/invitation`,
      headers: { cookie: adminCookie },
    });
    expect(invitation.statusCode).toBe(200);
    expect(await mailTo(member.email, 'Votre espace membre')).toContain(
      'Votre espace membre chez les Amis du Patrimoine',
    );

    const loan = await createLoan(t.db, { userId: member.id, materialId: (await createMaterial(t.db)).id });
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/admin/material-loans/${loan.id}/action`,
      headers: { cookie: adminCookie },
      payload: { action: 'confirm' },
    });
    expect(decision.statusCode).toBe(200);
    expect(await mailTo(member.email, 'Votre réservation')).toContain("L'équipe des Amis du Patrimoine");

    const event = await createEvent(t.db);
    const registration = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/registration`,
      headers: { cookie: memberCookie },
    });
    expect(registration.statusCode).toBe(200);
    expect(await mailTo(member.email, 'Inscription confirmée')).toContain("L'équipe des Amis du Patrimoine");

    const eventCalendar = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/calendar`,
      headers: { cookie: memberCookie },
    });
    expect(eventCalendar.statusCode).toBe(200);
    expect(eventCalendar.body).toContain('PRODID:Les Amis du Patrimoine');
    expect(eventCalendar.body).not.toContain('Dessinateurs');

    const assembly = await createAssembly(t.db);
    const agCalendar = await t.app.inject({
      method: 'GET',
      url: `/api/assemblies/${assembly.id}/calendar`,
      headers: { cookie: memberCookie },
    });
    expect(agCalendar.statusCode).toBe(200);
    expect(agCalendar.body).toContain('Les Amis du Patrimoine');
    expect(agCalendar.body).toContain('Assemblée Générale LAP');

    const adhesion = await addAdhesion(t.db, member.id, { startedDaysAgo: 10 });
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/members/me/adhesions/${adhesion.id}/attestation`,
      headers: { cookie: memberCookie },
    });
    expect(pdf.statusCode).toBe(200);
    const attestation = await pdfText(pdf.rawPayload);
    expect(attestation).toContain("L'association Les Amis du Patrimoine atteste que :");
    expect(attestation).not.toContain('Dessinateurs');

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toContain('Dessinateurs');
  });

  it('reaches another app on the same database as soon as it is saved', async () => {
    const other = await createSecondTestApp(t);
    try {
      await rename(t, 'Club des Anciens', 'CDA');
      // Read by the other app, which now keeps it.
      expect(await openApiTitle(other)).toBe('API — Club des Anciens');

      await rename(t, 'Fédération des Conteurs', 'FDC');
      await expect
        .poll(() => openApiTitle(other), { timeout: 1_000, interval: 20 })
        .toBe('API — Fédération des Conteurs');
      const association = await other.app.inject({ method: 'GET', url: '/api/association' });
      expect(association.json()).toMatchObject({ name: 'Fédération des Conteurs', initials: 'FDC' });

      const member = await createMember(t.db);
      const reset = await other.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: member.email },
      });
      expect(reset.statusCode).toBe(200);
      await expect
        .poll(() => mailTo(member.email, 'Réinitialisation'))
        .toContain("L'équipe de la Fédération des Conteurs");
    } finally {
      await other.close();
    }
  });
});
