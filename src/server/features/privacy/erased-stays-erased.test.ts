import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERASED } from '../../../domain/auth.ts';
import {
  adhesions,
  documents,
  messageOptOuts,
  presencesAg,
  renewalReminders,
  users,
  verifications,
} from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { payOnSimulatedPage } from '../../testing/checkout-pages.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { finalizeRenewal } from '../members/renewal.ts';
import { createUnsubscribeToken, UNSUBSCRIBE_PATH } from '../messages/unsubscribe-token.ts';
import { sendDueReminders } from '../reminders/service.ts';
import { eraseAccount } from './erasure.ts';

let t: TestApp;
let adminCookie: string;
let erased: TestUser & { email: string };
let erasedMembership: typeof adhesions.$inferSelect;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

/** A member whose membership ends in a week, erased at their request. */
async function erasedMember(): Promise<TestUser> {
  const member = await createMember(t.db, { prenom: 'Effacée' });
  erasedMembership = await addAdhesion(t.db, member.id, { startedDaysAgo: 358 });
  await t.db.update(users).set({ erasure_requested_at: new Date() }).where(eq(users.id, member.id));
  await eraseAccount(t.ctx, { userId: member.id, actor: 'system', action: 'member.erasure-due' });
  const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
  return { ...member, email: row?.email ?? '' };
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  erased = await erasedMember();
});
afterAll(() => t.close());

const erasedRow = async () => (await t.db.select().from(users).where(eq(users.id, erased.id)))[0];
const expectRefusedAsErased = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ error: { code: 'ACCOUNT_ERASED', message: ACCOUNT_ERASED } });
};

describe('an erased account, to an administrator', () => {
  it('cannot be edited, given a role, or deleted', async () => {
    const before = await erasedRow();
    const edited = await call('PUT', `/api/admin/users/${erased.id}`, adminCookie, {
      prenom: 'Claire',
      nom: 'Revenue',
      email: 'claire.revenue@exemple.fr',
      telephone: '',
      adresse: '1 rue Neuve',
      code_postal: '',
      ville: '',
      role: 'admin',
      statut_membre: 'Membre Actif',
      fonction: 'Membre',
    });
    expectRefusedAsErased(edited);
    expectRefusedAsErased(await call('DELETE', `/api/admin/users/${erased.id}`, adminCookie));
    expect(await erasedRow()).toEqual(before);
  });

  it('gets no membership by hand, and its memberships stay as the ledger recorded them', async () => {
    const added = await call('POST', `/api/admin/users/${erased.id}/adhesions`, adminCookie, {
      type: 'standard',
      montant: 50,
      date_debut: new Date().toISOString().slice(0, 10),
      mode_paiement: 'Chèque',
    });
    expectRefusedAsErased(added);
    const changed = await call('PUT', `/api/admin/adhesions/${erasedMembership.id}`, adminCookie, {
      montant: 50,
      date_debut: erasedMembership.date_debut,
      date_fin: erasedMembership.date_fin,
      statut: 'active',
    });
    expectRefusedAsErased(changed);
    expectRefusedAsErased(await call('DELETE', `/api/admin/adhesions/${erasedMembership.id}`, adminCookie));
    const memberships = await t.db.select().from(adhesions).where(eq(adhesions.user_id, erased.id));
    expect(memberships).toEqual([erasedMembership]);
  });

  it('cannot be validated nor sent an invitation', async () => {
    expectRefusedAsErased(await call('POST', `/api/admin/pending-users/${erased.id}/validate`, adminCookie));
    expectRefusedAsErased(await call('POST', `/api/admin/users/${erased.id}/invitation`, adminCookie));
    expect(await erasedRow()).toMatchObject({ is_active: false });
    expect(await t.db.select().from(verifications).where(eq(verifications.value, erased.id))).toEqual([]);
  });

  it('is sent no document', async () => {
    const { payload, headers } = await multipartPayload(
      { type: 'specifique', user_id: erased.id },
      { name: 'Facture.pdf', type: 'application/pdf', data: '%PDF-1.4 facture' },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expectRefusedAsErased(sent);
    expect(await t.db.select().from(documents).where(eq(documents.user_id, erased.id))).toEqual([]);
  });
});

describe('an erased account, to a member', () => {
  it('cannot be given a proxy for an AG', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const assembly = await createAssembly(t.db);
    const given = await call('PUT', `/api/assemblies/${assembly.id}/presence`, cookie, {
      present: false,
      procuration_user_id: erased.id,
    });
    expectRefusedAsErased(given);
    expect(await t.db.select().from(presencesAg).where(eq(presencesAg.ag_id, assembly.id))).toEqual([]);
  });
});

describe('an erased account, to the forms without a session and the jobs', () => {
  it('is not opted out of reminders by an old mail’s link (nothing is written), and gets no reminder', async () => {
    const token = createUnsubscribeToken(t.ctx.config.sessionSecret, erased.id, 'rappels');
    const page = await call('POST', `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, erased.id))).toEqual([]);
    await sendDueReminders(t.ctx);
    const reminded = await t.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.adhesion_id, erasedMembership.id));
    expect(reminded).toEqual([]);
  });

  it('gets no membership from a renewal whose payment is recorded after the erasure', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const opened = await call('POST', '/api/members/me/renewal/checkout', cookie, {});
    // The account is erased while its payment is open: the payment, then the provider's
    // notification, find it erased.
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, member.id));
    const back = await payOnSimulatedPage(t.app, opened.json().url);
    const sessionId = back.searchParams.get('session_id') ?? '';

    await expect(finalizeRenewal(t.ctx, { providerSessionId: sessionId })).rejects.toMatchObject({
      status: 409,
      code: 'ACCOUNT_ERASED',
    });
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toEqual([]);
  });

  it('gets no password link at its placeholder address', async () => {
    const other = await createMember(t.db);
    expect((await call('POST', '/api/auth/forgot-password', null, { email: erased.email })).statusCode).toBe(
      200,
    );
    await call('POST', '/api/auth/forgot-password', null, { email: other.email });
    await vi.waitFor(async () => {
      const links = await t.db.select().from(verifications).where(eq(verifications.value, other.id));
      if (links.length === 0) throw new Error('no link yet');
    });
    expect(await t.db.select().from(verifications).where(eq(verifications.value, erased.id))).toEqual([]);
  });
});
