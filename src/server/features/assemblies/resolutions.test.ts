import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AG_RULES, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { RESOLUTION_RULES } from '../../../domain/assembly-resolutions-schemas.ts';
import { agResolutions, auditLog } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, adminCookie, payload);

async function expectAdminOnly(method: Method, url: string, payload?: object) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, memberCookie, payload)).statusCode).toBe(403);
}

const election = {
  title: 'Élection du bureau',
  body: 'Trois sièges à pourvoir.',
  kind: 'election',
  majority: 'simple',
  secret: true,
  options: ['Anne', 'Bruno', 'Chloé', 'David', 'Emma'],
  seats: 3,
};

const resolutionsOf = (agId: string) =>
  t.db.select().from(agResolutions).where(eq(agResolutions.ag_id, agId)).orderBy(agResolutions.position);

describe('resolutions of a new AG', () => {
  it('starts with the spec’s two approval questions', async () => {
    const created = await asAdmin('POST', '/api/admin/assemblies', {
      date: '2027-06-12T14:00:00+02:00',
      lieu: 'Maison des associations',
      ordre_du_jour: [],
    });
    expect(created.statusCode).toBe(201);
    const listed = await asAdmin('GET', `/api/admin/assemblies/${created.json().id}/resolutions`);
    expect(listed.json()).toMatchObject(
      VOTE_QUESTIONS.map((title, index) => ({
        title,
        position: index + 1,
        kind: 'approbation',
        majority: 'simple',
        secret: false,
        status: 'en_attente',
      })),
    );
  });
});

describe('POST /api/admin/assemblies/:id/resolutions', () => {
  it('adds a resolution last and journals it', async () => {
    const ag = await createAssembly(t.db);
    const response = await asAdmin('POST', `/api/admin/assemblies/${ag.id}/resolutions`, election);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...election, position: 3, status: 'en_attente' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'assembly.resolution-create'), eq(auditLog.target_id, response.json().id)),
      );
    expect(entry?.target_label).toContain('Élection du bureau');
    expect(entry?.changes).toMatchObject({ ballot: { after: 'Secret' }, seats: { after: 3 } });
  });

  it('says by field what is wrong', async () => {
    const ag = await createAssembly(t.db);
    const url = `/api/admin/assemblies/${ag.id}/resolutions`;
    const fields = async (payload: object) => (await asAdmin('POST', url, payload)).json().error.fields;
    expect(await fields({ ...election, title: '' })).toEqual([
      { path: 'title', message: 'Le titre est obligatoire' },
    ]);
    expect(await fields({ ...election, options: ['Anne', 'Bruno'] })).toEqual([
      { path: 'options', message: 'Une élection demande au moins autant de candidats que de sièges' },
    ]);
    expect(await fields({ title: 'Lieu', kind: 'choix', options: ['Lyon'] })).toEqual([
      { path: 'options', message: 'Un choix demande au moins deux options' },
    ]);
    expect(await resolutionsOf(ag.id)).toHaveLength(2);
  });

  it('adds an amendment while the AG is held, never after it', async () => {
    const held = await createAssembly(t.db, { status: 'en_cours' });
    const added = await asAdmin('POST', `/api/admin/assemblies/${held.id}/resolutions`, election);
    expect(added.json()).toMatchObject({ status: 'en_attente', position: 3 });
    const over = await createAssembly(t.db, { status: 'terminee' });
    const refused = await asAdmin('POST', `/api/admin/assemblies/${over.id}/resolutions`, election);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AG_RULES.finished);
  });

  it('answers 404 for an unknown AG, 401 and 403', async () => {
    expect(
      (await asAdmin('POST', `/api/admin/assemblies/${unknownId}/resolutions`, election)).statusCode,
    ).toBe(404);
    const ag = await createAssembly(t.db);
    await expectAdminOnly('POST', `/api/admin/assemblies/${ag.id}/resolutions`, election);
    await expectAdminOnly('GET', `/api/admin/assemblies/${ag.id}/resolutions`);
  });
});

describe('PUT and DELETE /api/admin/assemblies/:id/resolutions/:resolutionId', () => {
  it('changes and deletes a resolution whose vote is not open, journalled', async () => {
    const ag = await createAssembly(t.db);
    const [first, second] = await resolutionsOf(ag.id);
    const url = `/api/admin/assemblies/${ag.id}/resolutions/${first?.id}`;
    const changed = await asAdmin('PUT', url, {
      title: 'Approuvez-vous le rapport moral ?',
      kind: 'approbation',
      majority: 'deux_tiers',
    });
    expect(changed.json()).toMatchObject({
      title: 'Approuvez-vous le rapport moral ?',
      majority: 'deux_tiers',
    });
    const removed = await asAdmin('DELETE', `/api/admin/assemblies/${ag.id}/resolutions/${second?.id}`);
    expect(removed.json()).toEqual({ ok: true });
    expect((await resolutionsOf(ag.id)).map((row) => row.title)).toEqual([
      'Approuvez-vous le rapport moral ?',
    ]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target_id, second?.id ?? ''));
    expect(actions).toEqual([{ action: 'assembly.resolution-delete' }]);
  });

  it('refuses to change a resolution once its vote is open, or one of another AG', async () => {
    const held = await createAssembly(t.db, { status: 'en_cours' });
    const [open] = await resolutionsOf(held.id);
    const url = `/api/admin/assemblies/${held.id}/resolutions/${open?.id}`;
    const refused = await asAdmin('PUT', url, { title: 'Autre', kind: 'approbation' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(RESOLUTION_RULES.locked);
    expect((await asAdmin('DELETE', url)).statusCode).toBe(409);
    const other = await createAssembly(t.db);
    const elsewhere = `/api/admin/assemblies/${other.id}/resolutions/${open?.id}`;
    expect((await asAdmin('PUT', elsewhere, { title: 'Autre', kind: 'approbation' })).statusCode).toBe(404);
    await expectAdminOnly('PUT', url, { title: 'Autre', kind: 'approbation' });
    await expectAdminOnly('DELETE', url);
  });
});

describe('PUT /api/admin/assemblies/:id/resolutions/order', () => {
  it('orders the resolutions as given, each once', async () => {
    const ag = await createAssembly(t.db);
    const [first, second] = await resolutionsOf(ag.id);
    const url = `/api/admin/assemblies/${ag.id}/resolutions/order`;
    const ordered = await asAdmin('PUT', url, { ids: [second?.id, first?.id] });
    expect(ordered.json().map((row: { title: string }) => row.title)).toEqual([...VOTE_QUESTIONS].reverse());
    const refused = await asAdmin('PUT', url, { ids: [first?.id, first?.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([{ path: 'ids', message: RESOLUTION_RULES.order }]);
    await expectAdminOnly('PUT', url, { ids: [first?.id, second?.id] });
  });
});

describe('opening and closing votes', () => {
  it('opens and closes one vote, or all at once, while the AG is held', async () => {
    const held = await createAssembly(t.db, { status: 'en_cours' });
    await t.db.update(agResolutions).set({ status: 'en_attente' }).where(eq(agResolutions.ag_id, held.id));
    const [first] = await resolutionsOf(held.id);
    const base = `/api/admin/assemblies/${held.id}/resolutions`;
    const opened = await asAdmin('POST', `${base}/${first?.id}/open`);
    expect(opened.json()).toMatchObject({ status: 'ouverte' });
    const again = await asAdmin('POST', `${base}/${first?.id}/open`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RESOLUTION_RULES.notWaiting);
    const all = await asAdmin('POST', `${base}/open-all`);
    expect(all.json().map((row: { status: string }) => row.status)).toEqual(['ouverte', 'ouverte']);
    const closed = await asAdmin('POST', `${base}/${first?.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'close' });
    const allClosed = await asAdmin('POST', `${base}/close-all`);
    expect(allClosed.json().map((row: { status: string }) => row.status)).toEqual(['close', 'close']);
    const rows = await resolutionsOf(held.id);
    expect(rows.every((row) => row.opened_at && row.closed_at)).toBe(true);
    const journal = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target_id, first?.id ?? ''));
    expect(journal.map((row) => row.action).sort()).toEqual([
      'assembly.resolution-close',
      'assembly.resolution-open',
    ]);
  });

  it('refuses before the AG is opened and after it is over', async () => {
    const coming = await createAssembly(t.db);
    const [first] = await resolutionsOf(coming.id);
    const refused = await asAdmin('POST', `/api/admin/assemblies/${coming.id}/resolutions/${first?.id}/open`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(RESOLUTION_RULES.notHeld);
    expect(
      (await asAdmin('POST', `/api/admin/assemblies/${coming.id}/resolutions/open-all`)).statusCode,
    ).toBe(409);
    const over = await createAssembly(t.db, { status: 'terminee' });
    const final = await asAdmin('POST', `/api/admin/assemblies/${over.id}/resolutions/close-all`);
    expect(final.json().error.message).toBe(AG_RULES.finished);
    await expectAdminOnly('POST', `/api/admin/assemblies/${coming.id}/resolutions/${first?.id}/open`);
    await expectAdminOnly('POST', `/api/admin/assemblies/${coming.id}/resolutions/close-all`);
  });
});
