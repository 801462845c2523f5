import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format.ts';
import {
  type AdhesionStatus,
  formatLastDayCovered,
  lastDayCovered,
  todayIso,
} from '../../../domain/members.ts';
import { DEFAULT_REMINDER_TEXTS } from '../../../domain/settings.ts';
import { adhesions, mailOutbox, messageOptOuts, renewalReminders } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addHouseholdMembership, isoDaysFromToday } from '../../testing/members-factories.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import {
  createUnsubscribeToken,
  REMINDERS_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
} from '../messages/unsubscribe-token.ts';
import { sendDueReminders } from './service.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

/** A member whose paid membership ends `days` from today (yesterday: -1). */
async function memberEndingIn(days: number, statut: AdhesionStatus = 'active') {
  const member = await createMember(t.db);
  const adhesion = await addMembership(member, days, statut);
  return { member, adhesion };
}

async function addMembership(member: TestUser, endsInDays: number, statut: AdhesionStatus = 'active') {
  const [row] = await t.db
    .insert(adhesions)
    .values({
      user_id: member.id,
      montant_cents: 750,
      date_debut: isoDaysFromToday(endsInDays - 365),
      date_fin: isoDaysFromToday(endsInDays),
      statut,
      mode_paiement: 'Chèque',
    })
    .returning();
  if (!row) throw new Error('membership not created');
  return row;
}

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const optOutsOf = async (userId: string) =>
  (await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, userId))).map(
    (row) => row.category,
  );
const sendDueNow = (cookie = adminCookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/reminders/send-due', headers: { cookie } });

async function saveSettings(changes: object) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
  });
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: { ...(current.json() as object), ...changes },
  });
  expect(response.statusCode).toBe(200);
}

describe('POST /api/admin/reminders/send-due', () => {
  it('mails a member 30 days before the end, with the renewal link and the link that stops reminders', async () => {
    const { member, adhesion } = await memberEndingIn(30);
    const response = await sendDueNow();
    expect(response.statusCode).toBe(200);
    expect(response.json().sent).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(
      `Votre adhésion se termine le ${formatDate(lastDayCovered(adhesion.date_fin))}`,
    );
    expect(mail?.text).toContain(`Bonjour ${member.prenom},`);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/adhesion`);
    const token = createUnsubscribeToken(t.ctx.config.sessionSecret, member.id, 'rappels');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
    const sent = await t.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.adhesion_id, adhesion.id));
    expect(sent.map((row) => row.kind)).toEqual(['avant-30']);
  });

  it('sends the 7-day reminder alone 7 days before, and the last one the day after the end', async () => {
    const week = await memberEndingIn(7);
    const ended = await memberEndingIn(-1);
    await sendDueNow();
    const [weekMail, ...weekOthers] = await mailsTo(week.member.email);
    expect(weekOthers).toEqual([]);
    expect(weekMail?.subject).toBe(
      `Votre adhésion se termine le ${formatDate(lastDayCovered(week.adhesion.date_fin))}`,
    );
    const [endedMail, ...endedOthers] = await mailsTo(ended.member.email);
    expect(endedOthers).toEqual([]);
    expect(endedMail?.subject).toBe(
      `Votre adhésion est terminée depuis le ${formatDate(lastDayCovered(ended.adhesion.date_fin))}`,
    );
  });

  it('still sends a reminder whose day was missed while it is the latest one due', async () => {
    const missed = await memberEndingIn(25);
    const notYet = await memberEndingIn(31);
    await sendDueNow();
    const sent = await t.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.adhesion_id, missed.adhesion.id));
    expect(sent.map((row) => row.kind)).toEqual(['avant-30']);
    expect(await mailsTo(notYet.member.email)).toEqual([]);
  });

  it('sends each reminder once when pressed twice and when two runs race', async () => {
    const { member } = await memberEndingIn(7);
    const first = await sendDueNow();
    expect(first.json().sent).toBe(1);
    expect((await sendDueNow()).json()).toEqual({ sent: 0 });

    const raced = await memberEndingIn(30);
    const runs = await Promise.all([sendDueReminders(t.ctx), sendDueReminders(t.ctx)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await mailsTo(raced.member.email)).toHaveLength(1);
  });

  it('reminds nobody who already holds a newer membership, paid or waiting', async () => {
    const renewed = await memberEndingIn(7);
    await addMembership(renewed.member, 372);
    const waiting = await memberEndingIn(-1);
    await addMembership(waiting.member, 364, 'pending');
    expect((await sendDueNow()).json()).toEqual({ sent: 0 });
    expect(await mailsTo(renewed.member.email)).toEqual([]);
    expect(await mailsTo(waiting.member.email)).toEqual([]);
  });

  it('reminds a household through its payer alone', async () => {
    const payer = await memberEndingIn(7);
    const child = await createMember(t.db);
    await addHouseholdMembership(t.db, payer.adhesion, child.id);
    expect((await sendDueNow()).json()).toEqual({ sent: 1 });
    expect(await mailsTo(payer.member.email)).toHaveLength(1);
    expect(await mailsTo(child.email)).toEqual([]);
  });

  it('reminds a member whose ended membership is marked expired, not one the treasurer stopped early', async () => {
    const ended = await memberEndingIn(-1, 'expired');
    const stopped = await memberEndingIn(7, 'expired');
    await sendDueNow();
    expect((await mailsTo(ended.member.email)).map((mail) => mail.subject)).toEqual([
      `Votre adhésion est terminée depuis le ${formatDate(lastDayCovered(ended.adhesion.date_fin))}`,
    ]);
    expect(await mailsTo(stopped.member.email)).toEqual([]);
  });

  it('reminds nobody while reminders are switched off', async () => {
    await saveSettings({ reminders_enabled: false });
    const { member } = await memberEndingIn(7);
    try {
      expect((await sendDueNow()).json()).toEqual({ sent: 0 });
      expect(await mailsTo(member.email)).toEqual([]);
    } finally {
      await saveSettings({ reminders_enabled: true });
    }
    await sendDueNow();
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("writes the administrator's days and texts", async () => {
    await saveSettings({
      reminder_days_before: [14],
      reminder_before_subject: '{prenom}, pensez à renouveler',
      reminder_before_body: 'Fin le {date_fin}. Renouveler : {lien}',
    });
    try {
      const { member, adhesion } = await memberEndingIn(14);
      await sendDueNow();
      const [mail] = await mailsTo(member.email);
      expect(mail?.subject).toBe(`${member.prenom}, pensez à renouveler`);
      expect(mail?.text).toContain(
        `Fin le ${formatDate(lastDayCovered(adhesion.date_fin))}. Renouveler : ${TEST_PUBLIC_URL}/adhesion`,
      );
    } finally {
      await saveSettings({ reminder_days_before: [30, 7], ...DEFAULT_REMINDER_TEXTS });
    }
  });

  it('answers 401 signed out and 403 to a member, and sends nothing', async () => {
    const { member } = await memberEndingIn(7);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reminders/send-due' })).statusCode).toBe(
      401,
    );
    expect((await sendDueNow(memberCookie)).statusCode).toBe(403);
    expect(await mailsTo(member.email)).toEqual([]);
    await sendDueNow();
  });
});

describe('GET /api/admin/reminders', () => {
  it('lists the reminders of the next 30 days with the day each goes out', async () => {
    const { member, adhesion } = await memberEndingIn(40);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reminders',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.reminders_enabled).toBe(true);
    const mine = body.items.filter((item: { adhesion_id: string }) => item.adhesion_id === adhesion.id);
    expect(mine).toEqual([
      {
        adhesion_id: adhesion.id,
        prenom: member.prenom,
        nom: member.nom,
        email: member.email,
        date_fin: adhesion.date_fin,
        kind: 'avant-30',
        send_on: isoDaysFromToday(10),
      },
    ]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reminders' })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reminders',
      headers: { cookie: memberCookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the link that stops reminders', () => {
  it('asks first, then stops the reminders of that member only', async () => {
    const { member } = await memberEndingIn(7);
    const url = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(createUnsubscribeToken(t.ctx.config.sessionSecret, member.id, 'rappels'))}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Ne plus recevoir ces rappels');
    expect(await optOutsOf(member.id)).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('vous ne recevrez plus de rappels de renouvellement');
    const other = await memberEndingIn(7);
    await sendDueNow();
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await mailsTo(other.member.email)).toHaveLength(1);
  });

  it('still stops the reminders from the link of a reminder sent before the categories', async () => {
    const { member } = await memberEndingIn(7);
    const signature = createHmac('sha256', t.ctx.config.sessionSecret)
      .update(`relances\n${member.id}`)
      .digest('base64url');
    const url = `${REMINDERS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(`${member.id}.${signature}`)}`;
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Ne plus recevoir ces rappels');
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(await optOutsOf(member.id)).toEqual(['rappels']);
  });

  it('does not stop the reminders from the link that stops the news', async () => {
    const { member } = await memberEndingIn(7);
    const token = createUnsubscribeToken(t.ctx.config.sessionSecret, member.id, 'informations');
    const url = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'POST', url })).body).toContain('Informations désactivées');
    expect(await optOutsOf(member.id)).toEqual(['informations']);
    await sendDueNow();
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('answers a 400 page to a token we did not sign, and stops nothing', async () => {
    const { member } = await memberEndingIn(7);
    const forged = `${member.id}.${'x'.repeat(43)}`;
    for (const url of [
      `${UNSUBSCRIBE_PATH}?token=${forged}`,
      `${UNSUBSCRIBE_PATH}?token=abc`,
      UNSUBSCRIBE_PATH,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain("Ce lien n'est pas valide");
    }
    const refused = await t.app.inject({ method: 'POST', url: `${UNSUBSCRIBE_PATH}?token=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(await optOutsOf(member.id)).toEqual([]);
  });
});

describe("the reminder of last season's non-renewers", () => {
  /** A season that started between 95 and 125 days ago, so its start is long past the "after" reminder. */
  const seasonStart = `${isoDaysFromToday(-95).slice(0, 7)}-01`;
  const lastSeasonStart = `${Number(seasonStart.slice(0, 4)) - 1}${seasonStart.slice(4)}`;

  async function addSeasonMembership(member: TestUser, date_debut: string, date_fin: string) {
    const [row] = await t.db
      .insert(adhesions)
      .values({
        user_id: member.id,
        montant_cents: 750,
        date_debut,
        date_fin,
        statut: 'active',
        mode_paiement: 'Chèque',
      })
      .returning();
    if (!row) throw new Error('membership not created');
    return row;
  }

  async function withSeason(run: () => Promise<void>) {
    await saveSettings({ season_start_month: Number(seasonStart.slice(5, 7)) });
    try {
      await run();
    } finally {
      await saveSettings({ season_start_month: null });
    }
  }

  const listed = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/reminders', headers: { cookie: adminCookie } })
    ).json().items as { adhesion_id: string; kind: string; send_on: string }[];

  it('lists and mails, once, a member of last season who has not renewed, 95 days after its end', async () => {
    await withSeason(async () => {
      const member = await createMember(t.db);
      const adhesion = await addSeasonMembership(member, lastSeasonStart, seasonStart);
      expect((await listed()).filter((item) => item.adhesion_id === adhesion.id)).toEqual([
        expect.objectContaining({ kind: 'non-renouvele', send_on: todayIso() }),
      ]);

      const response = await sendDueNow();
      expect(response.statusCode).toBe(200);
      expect(response.json().sent).toBeGreaterThanOrEqual(1);
      const [mail, ...others] = await mailsTo(member.email);
      expect(others).toEqual([]);
      expect(mail?.subject).toBe(
        `Votre adhésion est terminée depuis le ${formatLastDayCovered(seasonStart)}`,
      );
      expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/adhesion`);
      expect(mail?.text).toContain('Pour ne plus recevoir ces rappels de renouvellement :');

      expect((await sendDueNow()).json()).toEqual({ sent: 0 });
      expect(await mailsTo(member.email)).toHaveLength(1);
      expect((await listed()).filter((item) => item.adhesion_id === adhesion.id)).toEqual([]);
    });
  });

  it('also reminds a member whose membership ended during last season', async () => {
    await withSeason(async () => {
      const member = await createMember(t.db);
      const end = isoDaysFromToday(-200);
      await addSeasonMembership(member, isoDaysFromToday(-565), end);
      await sendDueNow();
      expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
        `Votre adhésion est terminée depuis le ${formatLastDayCovered(end)}`,
      ]);
    });
  });

  it('reminds nobody who renewed, stopped the reminders, or left before last season', async () => {
    await withSeason(async () => {
      const renewed = await createMember(t.db);
      await addSeasonMembership(renewed, lastSeasonStart, seasonStart);
      await addSeasonMembership(
        renewed,
        seasonStart,
        `${Number(seasonStart.slice(0, 4)) + 1}${seasonStart.slice(4)}`,
      );
      const optedOut = await createMember(t.db);
      await addSeasonMembership(optedOut, lastSeasonStart, seasonStart);
      await t.db.insert(messageOptOuts).values({ user_id: optedOut.id, category: 'rappels' });
      const gone = await createMember(t.db);
      await addSeasonMembership(
        gone,
        `${Number(lastSeasonStart.slice(0, 4)) - 1}${lastSeasonStart.slice(4)}`,
        lastSeasonStart,
      );
      await sendDueNow();
      for (const member of [renewed, optedOut, gone]) expect(await mailsTo(member.email)).toEqual([]);
    });
  });

  it('is not sent with a rolling year, where the reminder after the end is the last one', async () => {
    const member = await createMember(t.db);
    await addSeasonMembership(member, lastSeasonStart, seasonStart);
    await sendDueNow();
    expect(await mailsTo(member.email)).toEqual([]);
  });
});
