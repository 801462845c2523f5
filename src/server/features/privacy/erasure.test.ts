import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_COMMENT, MATERIAL_NOT_RETURNED, NO_PENDING_REQUEST } from '../../../domain/privacy.ts';
import {
  accounts,
  assembleesGenerales,
  auditLog,
  checkoutSessions,
  commentairesAg,
  documents,
  dossiers,
  householdInvitations,
  inscriptionsEvenements,
  mailOutbox,
  materialLoans,
  messageOptOuts,
  messageRecipients,
  presencesAg,
  sessions,
  users,
  votesAg,
} from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import {
  createAdmin,
  createMember,
  signedInAs,
  TEST_PASSWORD,
  type TestUser,
} from '../../testing/factories.ts';
import { apiCaller, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createMemberWithData } from '../../testing/privacy-factories.ts';
import { findRegistered, payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordAudit } from '../audit/record.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** A member with data of every kind who signs in and asks for their account to be erased. */
async function memberAskingErasure(prenom: string) {
  const data = await createMemberWithData(t.ctx, prenom);
  const cookie = await signedInAs(t.ctx, data.member);
  const asked = await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
  expect(asked.statusCode).toBe(200);
  return { ...data, cookie };
}

const pendingIds = async (search = '') =>
  (await call('GET', `/api/admin/erasure-requests?search=${encodeURIComponent(search)}`, adminCookie))
    .json()
    .items.map((item: { id: string }) => item.id);

describe('POST /api/members/me/erasure-request', () => {
  it('asks for the password and refuses a wrong one, recording nothing', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const empty = await call('POST', '/api/members/me/erasure-request', cookie, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      { path: 'password', message: 'Veuillez saisir votre mot de passe' },
    ]);
    const wrong = await call('POST', '/api/members/me/erasure-request', cookie, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: 'Mot de passe incorrect',
      fields: [{ path: 'password', message: 'Mot de passe incorrect' }],
    });
    expect((await call('GET', '/api/members/me/erasure-request', cookie)).json()).toEqual({
      requested_at: null,
      due_at: null,
    });
  });

  it('records the request with its 30-day deadline, tells the member by mail, and keeps the first date', async () => {
    const member = await createMember(t.db, { prenom: 'Yvette' });
    const cookie = await signedInAs(t.ctx, member);
    const asked = await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    const { requested_at, due_at } = asked.json();
    expect(Date.parse(due_at) - Date.parse(requested_at)).toBe(30 * DAY_MS);
    const again = await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    expect(again.json()).toEqual({ requested_at, due_at });
    expect((await call('GET', '/api/members/me/erasure-request', cookie)).json()).toEqual({
      requested_at,
      due_at,
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.filter((mail) => mail.subject === 'Votre demande de suppression de compte')).toHaveLength(1);
    expect(await pendingIds(member.email)).toEqual([member.id]);
  });

  it('lets the member cancel their request while it waits', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    const cancelled = await call('DELETE', '/api/members/me/erasure-request', cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ requested_at: null, due_at: null });
    expect(await pendingIds(member.email)).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, '/api/members/me/erasure-request', null, { password: 'x' });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/erasure-requests', () => {
  it('lists the pending requests oldest first, with their deadline, searched by name or email', async () => {
    const first = await createMember(t.db, { prenom: 'Odile', nom: 'Attente' });
    const second = await createMember(t.db, { prenom: 'Paul', nom: 'Attente' });
    await t.db
      .update(users)
      .set({ erasure_requested_at: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(users.id, first.id));
    await t.db
      .update(users)
      .set({ erasure_requested_at: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, second.id));
    const response = await call('GET', '/api/admin/erasure-requests?search=attente', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1, totalIsEstimate: false });
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    expect(response.json().items[0]).toEqual({
      id: first.id,
      prenom: 'Odile',
      nom: 'Attente',
      email: first.email,
      requested_at: expect.any(String),
      due_at: expect.any(String),
    });
    expect(await pendingIds('paul attente')).toEqual([second.id]);
  });

  it('answers 400 for a page size over 100, 401 signed out and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/erasure-requests?pageSize=1000', adminCookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admin/erasure-requests')).statusCode).toBe(401);
    const forbidden = await call('GET', '/api/admin/erasure-requests', memberCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Accès réservé aux administrateurs');
  });
});

describe('POST /api/admin/erasure-requests/:id/confirm', () => {
  const confirm = (id: string, cookie?: string) =>
    call('POST', `/api/admin/erasure-requests/${id}/confirm`, cookie ?? null);

  it('answers 401 signed out and 403 to a member, and erases nothing', async () => {
    const asking = await memberAskingErasure('Sylvie');
    expect((await confirm(asking.member.id)).statusCode).toBe(401);
    expect((await confirm(asking.member.id, memberCookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, asking.member.id));
    expect(row).toMatchObject({ prenom: 'Sylvie', erased_at: null });
  });

  it('answers 404 for an unknown account or one without a request, 400 for an id that is not one', async () => {
    const unknown = await confirm('00000000-0000-4000-8000-000000000000', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(NO_PENDING_REQUEST);
    const member = await createMember(t.db);
    expect((await confirm(member.id, adminCookie)).statusCode).toBe(404);
    expect((await confirm('pas-un-id', adminCookie)).statusCode).toBe(400);
  });

  it('refuses while equipment is still borrowed, and the request stays', async () => {
    const asking = await memberAskingErasure('Gaston');
    const material = await createMaterial(t.db);
    await createLoan(t.db, { userId: asking.member.id, materialId: material.id, status: 'Retiré' });
    const refused = await confirm(asking.member.id, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MATERIAL_NOT_RETURNED);
    expect(await pendingIds(asking.member.email)).toEqual([asking.member.id]);
  });

  it('takes the erased member out of the household a payer named for a payment', async () => {
    const asking = await memberAskingErasure('Honorine');
    const payer = await createMember(t.db);
    const household = [
      { prenom: 'Honorine', nom: 'Famille', email: asking.member.email },
      { prenom: 'Jules', nom: 'Famille', email: 'jules.famille@example.org' },
    ];
    const [checkout] = await t.db
      .insert(checkoutSessions)
      .values({
        purpose: 'renouvellement',
        provider: 'simulated',
        amount_cents: 1500,
        user_id: payer.id,
        household,
      })
      .returning();
    expect((await confirm(asking.member.id, adminCookie)).statusCode).toBe(200);
    const [kept] = await t.db
      .select({ household: checkoutSessions.household })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout?.id ?? ''));
    expect(kept?.household).toEqual([household[1]]);
  });

  it('removes the household invitations she received, with what the payer typed of her', async () => {
    const asking = await memberAskingErasure('Apolline');
    const payer = await createMember(t.db);
    const paid = await addAdhesion(t.db, payer.id, { montant_cents: 1500 });
    await t.db.insert(householdInvitations).values({
      payer_adhesion_id: paid.id,
      user_id: asking.member.id,
      prenom: 'Apolline',
      nom: 'Saisie',
      email: asking.member.email,
      token: `jeton-${asking.member.id}`,
    });
    expect((await confirm(asking.member.id, adminCookie)).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.payer_adhesion_id, paid.id));
    expect(left).toEqual([]);
  });

  it('leaves an administrator’s own request to another administrator', async () => {
    const other = await createAdmin(t.db, { prenom: 'Bernard' });
    const cookie = await signedInAs(t.ctx, other);
    await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    expect((await confirm(other.id, cookie)).statusCode).toBe(409);
    expect((await confirm(other.id, adminCookie)).statusCode).toBe(200);
  });

  it('keeps in the journal the name an erased administrator acted under, and forgets them where they are the subject', async () => {
    const bernard = await createAdmin(t.db, { prenom: 'Bernard', nom: 'Journal' });
    const cookie = await signedInAs(t.ctx, bernard);
    const member = await createMember(t.db, { prenom: 'Odette' });
    const edited = await call('PUT', `/api/admin/users/${member.id}`, cookie, {
      prenom: 'Odette',
      nom: member.nom,
      email: member.email,
      telephone: '',
      adresse: '',
      code_postal: '',
      ville: 'Nantes',
      role: 'member',
      statut_membre: 'Membre Actif',
      fonction: 'Membre',
    });
    expect(edited.statusCode).toBe(200);
    await recordAudit(t.db, admin, {
      action: 'member.update',
      target: { type: 'user', id: bernard.id, label: 'Bernard Journal' },
      changes: { telephone: { before: null, after: '06 00 00 00 01' } },
    });
    await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    expect((await confirm(bernard.id, adminCookie)).statusCode).toBe(200);

    const acted = await t.db.select().from(auditLog).where(eq(auditLog.actor_id, bernard.id));
    expect(acted.map((entry) => [entry.actor_name, entry.target_label])).toEqual([
      ['Bernard Journal', 'Odette Durand'],
    ]);
    const about = await t.db.select().from(auditLog).where(eq(auditLog.target_id, bernard.id));
    expect(about.map((entry) => entry.target_label)).not.toContain('Bernard Journal');
    expect(JSON.stringify(about)).not.toContain('06 00 00 00 01');
  });

  describe('once confirmed', () => {
    let erased: Awaited<ReturnType<typeof memberAskingErasure>>;
    let ledgerBefore: { total: number; total_montant: number };
    let usersBefore: number;
    let upcomingId: string;
    let proxyGiver: TestUser;

    beforeAll(async () => {
      erased = await memberAskingErasure('Claire');
      const upcoming = await createAssembly(t.db);
      upcomingId = upcoming.id;
      proxyGiver = await createMember(t.db);
      await t.db.insert(presencesAg).values([
        { ag_id: upcoming.id, user_id: erased.member.id, present: true },
        { ag_id: upcoming.id, user_id: proxyGiver.id, procuration_user_id: erased.member.id },
      ]);
      const material = await createMaterial(t.db);
      await createLoan(t.db, { userId: erased.member.id, materialId: material.id, status: 'En attente' });
      await recordAudit(t.db, admin, {
        action: 'member.update',
        target: { type: 'user', id: erased.member.id, label: 'Claire Témoin' },
        changes: {
          telephone: { before: '06 00 00 00 00', after: '06 12 34 56 78' },
          statut_membre: { before: 'Membre Ordinaire', after: 'Membre Actif' },
        },
      });
      await recordAudit(t.db, admin, {
        action: 'membership.update',
        target: { type: 'membership', id: erased.adhesion.id, label: 'Adhésion de Claire Témoin' },
        changes: { montant: { before: 7.5, after: 10 } },
      });
      ledgerBefore = (await call('GET', '/api/admin/payments?pageSize=100', adminCookie)).json();
      usersBefore = (await call('GET', '/api/admin/stats', adminCookie)).json().users;
      const confirmed = await confirm(erased.member.id, adminCookie);
      expect(confirmed.statusCode).toBe(200);
    });

    const erasedRow = async () => (await t.db.select().from(users).where(eq(users.id, erased.member.id)))[0];

    it('keeps the row as "Membre supprimé n°…", without any personal detail', async () => {
      const row = await erasedRow();
      expect(row).toMatchObject({
        prenom: 'Membre supprimé',
        nom: `n°${row?.erased_number}`,
        name: `Membre supprimé n°${row?.erased_number}`,
        email: `membre-supprime-${row?.erased_number}@supprime.invalid`,
        telephone: null,
        adresse: null,
        code_postal: null,
        ville: null,
        image: null,
        is_active: false,
        banned: true,
      });
      expect(row?.erased_at).toBeInstanceOf(Date);
    });

    it('closes every way in: the old password and the open session no longer work', async () => {
      const login = await call('POST', '/api/auth/login', null, {
        email: erased.member.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
      expect((await call('GET', '/api/members/me/profile', erased.cookie)).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, erased.member.id))).toEqual([]);
      expect(await t.db.select().from(accounts).where(eq(accounts.userId, erased.member.id))).toEqual([]);
    });

    it('is gone from the users list, the export, the pending accounts, the pickers and the count', async () => {
      const id = erased.member.id;
      const listed = (await call('GET', '/api/admin/users?search=temoin&pageSize=100', adminCookie)).json();
      expect(listed.items.map((user: { id: string }) => user.id)).not.toContain(id);
      const everyone = (await call('GET', '/api/admin/users?search=membre%20supprime', adminCookie)).json();
      expect(everyone.items).toEqual([]);
      const exported = await call('GET', '/api/admin/users/export?search=membre%20supprime', adminCookie);
      expect(exported.body.trim().split('\n')).toHaveLength(1);
      const pending = (await call('GET', '/api/admin/pending-users?pageSize=100', adminCookie)).json();
      expect(pending.items.map((user: { id: string }) => user.id)).not.toContain(id);
      const picker = (await call('GET', '/api/members/directory?q=membre', adminCookie)).json();
      expect(picker.map((entry: { id: string }) => entry.id)).not.toContain(id);
      expect((await call('GET', '/api/admin/stats', adminCookie)).json().users).toBe(usersBefore - 1);
      expect((await call('GET', `/api/members/directory/${id}`, adminCookie)).statusCode).toBe(404);
    });

    it('leaves the ledger’s totals unchanged, the payment now under the anonymised name', async () => {
      const ledger = (await call('GET', '/api/admin/payments?pageSize=100', adminCookie)).json();
      expect(ledger.total).toBe(ledgerBefore.total);
      expect(ledger.total_montant).toBe(ledgerBefore.total_montant);
      const row = await erasedRow();
      const payment = ledger.items.find((item: { id: string }) => item.id === erased.adhesion.id);
      expect(payment).toMatchObject({
        prenom: 'Membre supprimé',
        nom: `n°${row?.erased_number}`,
        montant: 10,
      });
    });

    it('deletes what is not kept and keeps, anonymised, what the association keeps', async () => {
      const id = erased.member.id;
      const [comment] = await t.db
        .select()
        .from(commentairesAg)
        .where(eq(commentairesAg.id, erased.comment.id));
      expect(comment?.commentaire).toBe(ERASED_COMMENT);
      expect(
        await t.db.select().from(inscriptionsEvenements).where(eq(inscriptionsEvenements.user_id, id)),
      ).toEqual([]);
      expect(await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, id))).toEqual([]);
      expect(await t.db.select().from(messageRecipients).where(eq(messageRecipients.user_id, id))).toEqual(
        [],
      );
      expect(await t.db.select().from(documents).where(eq(documents.user_id, id))).toEqual([]);
      expect(await t.ctx.storage.read(erased.document.url)).toBeNull();
      const loans = await t.db.select().from(materialLoans).where(eq(materialLoans.user_id, id));
      expect(loans.map((loan) => loan.status).sort()).toEqual(['Annulé', 'Retourné - RAS']);
      expect(await t.db.select().from(dossiers).where(eq(dossiers.user_id, id))).toHaveLength(1);
      expect(await t.db.select().from(votesAg).where(eq(votesAg.user_id, id))).toHaveLength(1);
      const pastPresence = await t.db
        .select()
        .from(presencesAg)
        .where(and(eq(presencesAg.user_id, id), eq(presencesAg.ag_id, erased.assembly.id)));
      expect(pastPresence).toHaveLength(1);
    });

    it('takes them out of the AG still to come, with the proxies they were to hold', async () => {
      const upcoming = await t.db.select().from(presencesAg).where(eq(presencesAg.ag_id, upcomingId));
      expect(upcoming).toEqual([
        expect.objectContaining({ user_id: proxyGiver.id, procuration_user_id: null }),
      ]);
      const [assembly] = await t.db
        .select()
        .from(assembleesGenerales)
        .where(eq(assembleesGenerales.id, upcomingId));
      expect(assembly?.status).toBe('a_venir');
    });

    it('deletes the mails to their address and tells them it is done', async () => {
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, erased.member.email));
      expect(mails.map((mail) => mail.subject)).toEqual(['Votre compte a été supprimé']);
    });

    it('records the erasure in the journal and forgets the person in its earlier entries', async () => {
      const row = await erasedRow();
      const anonymised = `Membre supprimé n°${row?.erased_number}`;
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.target_id, erased.member.id));
      expect(entries).toContainEqual(
        expect.objectContaining({
          action: 'member.erasure-confirm',
          actor_name: 'Alice Admin',
          target_label: anonymised,
        }),
      );
      const update = entries.find((entry) => entry.action === 'member.update');
      expect(update).toMatchObject({
        target_label: anonymised,
        changes: { statut_membre: { before: 'Membre Ordinaire', after: 'Membre Actif' } },
      });
      const [membership] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, erased.adhesion.id));
      expect(membership?.target_label).toBe(`Adhésion de ${anonymised}`);
      const everything = JSON.stringify(await t.db.select().from(auditLog));
      expect(everything).not.toContain('Claire');
      expect(everything).not.toContain(erased.member.email);
    });

    it('frees the email address: the person can register and pay again', async () => {
      const input = registrationInput({ email: erased.member.email, prenom: 'Claire', nom: 'Témoin' });
      const sessionId = await payRegistration(t.app, input);
      const finalized = await call('POST', '/api/registration/finalize', null, { session_id: sessionId });
      expect(finalized.statusCode).toBe(200);
      const registered = await findRegistered(t.db, erased.member.email);
      expect(registered.users).toHaveLength(1);
      expect(registered.users[0]?.id).not.toBe(erased.member.id);
    });

    it('answers 404 when confirmed again', async () => {
      expect((await confirm(erased.member.id, adminCookie)).statusCode).toBe(404);
    });
  });
});
