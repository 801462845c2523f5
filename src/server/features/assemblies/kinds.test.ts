import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agResolutions, assembleesGenerales, auditLog } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const extraordinary = {
  date: '2027-06-12T20:00:00+02:00',
  lieu: 'Salle Molière',
  ordre_du_jour: ['Modification des statuts'],
  kind: 'extraordinaire',
};

const majoritiesOf = async (agId: string) =>
  (await t.db.select().from(agResolutions).where(eq(agResolutions.ag_id, agId))).map(
    (resolution) => resolution.majority,
  );

describe('the kind of an assembly', () => {
  it('creates an extraordinary assembly whose questions take its two-thirds majority, and journals it', async () => {
    const response = await call('POST', '/api/admin/assemblies', adminCookie, extraordinary);
    expect(response.statusCode).toBe(201);
    const { id, kind } = response.json();
    expect(kind).toBe('extraordinaire');
    expect(await majoritiesOf(id)).toEqual(['deux_tiers', 'deux_tiers']);
    // The majority a resolution added by the board starts with.
    const read = await call('GET', `/api/admin/assemblies/${id}`, adminCookie);
    expect(read.json().kind_majority).toBe('deux_tiers');
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, id), eq(auditLog.action, 'assembly.create')));
    expect(line?.changes?.assembly_kind).toEqual({
      before: null,
      after: 'Assemblée générale extraordinaire',
    });
  });

  it('is ordinary unless said otherwise, as every assembly held before the kinds', async () => {
    const { kind, ...ordinary } = extraordinary;
    const response = await call('POST', '/api/admin/assemblies', adminCookie, ordinary);
    expect(response.json().kind).toBe('ordinaire');
    expect(await majoritiesOf(response.json().id)).toEqual(['simple', 'simple']);
  });

  it('refuses an unknown kind beside its field', async () => {
    const response = await call('POST', '/api/admin/assemblies', adminCookie, {
      ...extraordinary,
      kind: 'speciale',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'kind', message: "Choisissez le type d'assemblée" },
    ]);
  });

  it('is set by administrators only', async () => {
    expect((await call('POST', '/api/admin/assemblies', undefined, extraordinary)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/assemblies', memberCookie, extraordinary)).statusCode).toBe(403);
    const ag = await createAssembly(t.db);
    const body = { ...extraordinary, date: ag.date.toISOString(), lieu: ag.lieu };
    expect((await call('PUT', `/api/admin/assemblies/${ag.id}`, memberCookie, body)).statusCode).toBe(403);
    const [row] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(row?.kind).toBe('ordinaire');
  });

  it('changes before the assembly opens: the questions on the former majority follow, the others stay', async () => {
    const ag = await createAssembly(t.db);
    const [, second] = await t.db
      .select()
      .from(agResolutions)
      .where(eq(agResolutions.ag_id, ag.id))
      .orderBy(agResolutions.position);
    if (!second) throw new Error('no second question');
    await t.db
      .update(agResolutions)
      .set({ majority: 'absolue_membres' })
      .where(eq(agResolutions.id, second.id));
    const body = { ...extraordinary, date: ag.date.toISOString(), lieu: ag.lieu };
    const response = await call('PUT', `/api/admin/assemblies/${ag.id}`, adminCookie, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().kind).toBe('extraordinaire');
    expect((await majoritiesOf(ag.id)).sort()).toEqual(['absolue_membres', 'deux_tiers']);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, ag.id), eq(auditLog.action, 'assembly.update')));
    expect(line?.changes?.assembly_kind).toEqual({
      before: 'Assemblée générale ordinaire',
      after: 'Assemblée générale extraordinaire',
    });
  });

  it('no longer changes once the assembly is open', async () => {
    const ag = await createAssembly(t.db, { status: 'en_cours', opened_at: new Date() });
    const body = { ...extraordinary, date: ag.date.toISOString(), lieu: ag.lieu, status: 'en_cours' };
    const response = await call('PUT', `/api/admin/assemblies/${ag.id}`, adminCookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'kind', message: "Le type d'assemblée ne change plus une fois l'assemblée ouverte" },
    ]);
  });

  it('shows on the member page', async () => {
    await t.db.delete(assembleesGenerales);
    await createAssembly(t.db, { kind: 'extraordinaire' });
    const response = await call('GET', '/api/assemblies/current', memberCookie);
    expect(response.json().assembly.kind).toBe('extraordinaire');
  });
});

describe('the papers of an extraordinary assembly', () => {
  it('name it on the sign-in sheet and the minutes', async () => {
    const ag = await createAssembly(t.db, {
      kind: 'extraordinaire',
      date: new Date('2027-06-12T18:00:00Z'),
      status: 'en_cours',
      opened_at: new Date('2027-06-12T18:05:00Z'),
    });
    const read = async (path: string) =>
      (
        await pdfText((await call('GET', `/api/admin/assemblies/${ag.id}/${path}`, adminCookie)).rawPayload)
      ).replace(/\s+/g, ' ');
    expect(await read('sign-in-sheet.pdf')).toContain(
      'Assemblée générale extraordinaire du 12/06/2027 20:00',
    );
    const minutes = await read('minutes.pdf');
    expect(minutes).toContain("Procès-verbal de l'assemblée générale extraordinaire du 12 juin 2027");
    expect(minutes).toContain("L'assemblée générale extraordinaire de l'Association");
  });
});

describe('the quorum of each kind', () => {
  it('measures an extraordinary assembly against its own quorum, an ordinary one against the spec’s', async () => {
    const settings = (await call('GET', '/api/admin/settings', adminCookie)).json();
    const saved = await call('PUT', '/api/admin/settings', adminCookie, {
      ...settings,
      ag_quorum_percent: 20,
      age_quorum_percent: 60,
      age_majority: 'absolue_membres',
    });
    expect(saved.statusCode).toBe(200);
    const ordinary = await createAssembly(t.db);
    const special = await createAssembly(t.db, { kind: 'extraordinaire' });
    const figures = async (id: string) =>
      (await call('GET', `/api/admin/assemblies/${id}/figures`, adminCookie)).json();
    expect((await figures(ordinary.id)).quorum_percent).toBe(20);
    expect((await figures(special.id)).quorum_percent).toBe(60);
    const created = await call('POST', '/api/admin/assemblies', adminCookie, extraordinary);
    expect(await majoritiesOf(created.json().id)).toEqual(['absolue_membres', 'absolue_membres']);
  });

  it('refuses an extraordinary quorum out of bounds and an unknown majority, beside their fields', async () => {
    const settings = (await call('GET', '/api/admin/settings', adminCookie)).json();
    const response = await call('PUT', '/api/admin/settings', adminCookie, {
      ...settings,
      age_quorum_percent: 101,
      age_majority: 'unanimite',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'age_quorum_percent', message: 'Le quorum est compris entre 0 et 100 %' },
      { path: 'age_majority', message: 'Choisissez la majorité requise' },
    ]);
  });
});
