import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AG_RULES, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import {
  assembleesGenerales,
  auditLog,
  commentairesAg,
  documentsAg,
  presencesAg,
  votesAg,
} from '../../db/schema.ts';
import { createAssembly, insertVotes } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let member: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';
const [moral, financier] = VOTE_QUESTIONS;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  member = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const validInput = {
  date: '2027-06-12T14:00:00+02:00',
  lieu: 'Maison des associations',
  lien_visio: '',
  ordre_du_jour: ['Rapport moral', '  ', 'Rapport financier '],
};

/** A route refuses the signed-out visitor (401) and a member (403). */
async function expectAdminOnly(method: Method, url: string, payload?: object) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, memberCookie, payload)).statusCode).toBe(403);
}

describe('POST /api/admin/assemblies', () => {
  it('creates an AG to come, dropping blank agenda items', async () => {
    const response = await call('POST', '/api/admin/assemblies', adminCookie, validInput);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'a_venir',
      lieu: 'Maison des associations',
      lien_visio: null,
      date: '2027-06-12T12:00:00.000Z',
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
    });
  });

  it('answers 400 without date or place, or with a video link that is not a URL', async () => {
    for (const payload of [
      { ...validInput, date: '' },
      { ...validInput, lieu: ' ' },
      { ...validInput, lien_visio: 'pas une url' },
      { ...validInput, status: 'reportee' },
    ]) {
      expect((await call('POST', '/api/admin/assemblies', adminCookie, payload)).statusCode).toBe(400);
    }
    const response = await call('POST', '/api/admin/assemblies', adminCookie, {
      ...validInput,
      lien_visio: 'visio',
    });
    expect(response.json().error.message).toBe('Le lien visio doit être une URL');
  });

  it('is for admins only', () => expectAdminOnly('POST', '/api/admin/assemblies', validInput));
});

describe('PUT /api/admin/assemblies/:id', () => {
  // The status follows the day (day.test.ts): from to come, it opens the AG.
  it('edits every field, the status as the day goes', async () => {
    const ag = await createAssembly(t.db);
    const payload = { ...validInput, status: 'en_cours', lien_visio: 'https://visio.exemple.fr/ag' };
    const response = await call('PUT', `/api/admin/assemblies/${ag.id}`, adminCookie, payload);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(row).toMatchObject({ status: 'en_cours', lien_visio: 'https://visio.exemple.fr/ag' });
  });

  it('answers 400 for a bad body, 404 for an unknown AG', async () => {
    const ag = await createAssembly(t.db);
    expect((await call('PUT', `/api/admin/assemblies/${ag.id}`, adminCookie, { lieu: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/admin/assemblies/${unknownId}`, adminCookie, validInput)).statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const ag = await createAssembly(t.db);
    await expectAdminOnly('PUT', `/api/admin/assemblies/${ag.id}`, validInput);
    const [row] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(row?.lieu).toBe(ag.lieu);
  });
});

describe('DELETE /api/admin/assemblies/:id', () => {
  it('deletes the AG with its answers and its files', async () => {
    const ag = await createAssembly(t.db);
    const key = `documents-ag/${ag.id}/convocation_1.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF'), 'application/pdf');
    await t.db
      .insert(documentsAg)
      .values({ ag_id: ag.id, type: 'convocation', nom: 'Convocation', url: key });
    await t.db.insert(presencesAg).values({ ag_id: ag.id, user_id: member.id, present: true });
    expect((await call('DELETE', `/api/admin/assemblies/${ag.id}`, adminCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(presencesAg).where(eq(presencesAg.ag_id, ag.id))).toHaveLength(0);
    expect(await t.ctx.storage.read(key)).toBeNull();
  });

  it('keeps a terminated AG: 409 with the reason, and its votes, figures, minutes and files stay', async () => {
    const ag = await createAssembly(t.db, {
      status: 'terminee',
      date: new Date('2026-06-12T12:00:00Z'),
      closed_at: new Date('2026-06-12T15:00:00Z'),
      minutes_text: 'Le bilan moral est approuvé.',
      minutes_finalised_at: new Date('2026-06-20T09:00:00Z'),
    });
    const key = `documents-ag/${ag.id}/proces_verbal_1.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF'), 'application/pdf');
    await t.db
      .insert(documentsAg)
      .values({ ag_id: ag.id, type: 'proces_verbal', nom: 'Procès-verbal', url: key });
    await t.db.insert(presencesAg).values({ ag_id: ag.id, user_id: member.id, present: true });
    await insertVotes(t.db, ag.id, [{ user_id: member.id, question: moral, vote: 'oui' }]);

    const response = await call('DELETE', `/api/admin/assemblies/${ag.id}`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(AG_RULES.kept);
    const [kept] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(kept).toMatchObject({ status: 'terminee', minutes_text: 'Le bilan moral est approuvé.' });
    expect(await t.db.select().from(presencesAg).where(eq(presencesAg.ag_id, ag.id))).toHaveLength(1);
    expect(await t.db.select().from(votesAg).where(eq(votesAg.ag_id, ag.id))).toHaveLength(1);
    expect(await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id))).toHaveLength(1);
    expect(await t.ctx.storage.read(key)).not.toBeNull();
    const journal = await t.db.select().from(auditLog).where(eq(auditLog.target_id, ag.id));
    expect(journal.filter((line) => line.action === 'assembly.delete')).toEqual([]);
  });

  it('answers 404 for an unknown AG, 400 for a bad id, and is for admins only', async () => {
    expect((await call('DELETE', `/api/admin/assemblies/${unknownId}`, adminCookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/assemblies/1', adminCookie)).statusCode).toBe(400);
    const ag = await createAssembly(t.db);
    await expectAdminOnly('DELETE', `/api/admin/assemblies/${ag.id}`);
    expect(
      await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id)),
    ).toHaveLength(1);
  });
});

const pdf = { name: 'convocation.pdf', type: 'application/pdf', data: '%PDF-1.4 convocation' };
const upload = async (agId: string, fields: Record<string, string>, file = pdf, cookie = adminCookie) => {
  const body = await multipartPayload(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/assemblies/${agId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

describe('POST /api/admin/assemblies/:id/documents', () => {
  it('stores the file under documents-ag/{ag id}/{type}_{timestamp}.{ext}', async () => {
    const ag = await createAssembly(t.db);
    const response = await upload(ag.id, { type: 'convocation', nom: 'Convocation 2027' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'convocation', nom: 'Convocation 2027' });
    const [row] = await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id));
    expect(row?.url).toMatch(new RegExp(`^documents-ag/${ag.id}/convocation_\\d+\\.pdf$`));
    expect(await t.ctx.storage.read(row?.url ?? '')).not.toBeNull();
  });

  it('answers 400 without a name, a type, or an allowed file', async () => {
    const ag = await createAssembly(t.db);
    expect((await upload(ag.id, { type: 'convocation', nom: ' ' })).statusCode).toBe(400);
    expect((await upload(ag.id, { nom: 'Convocation' })).statusCode).toBe(400);
    const script = { name: 'x.html', type: 'text/html', data: '<script>' };
    expect((await upload(ag.id, { type: 'autre', nom: 'Page' }, script)).statusCode).toBe(400);
    expect(await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id))).toHaveLength(0);
  });

  it('refuses a document beyond the twentieth of an AG', async () => {
    const ag = await createAssembly(t.db);
    await t.db.insert(documentsAg).values(
      Array.from({ length: 20 }, (_, index) => ({
        ag_id: ag.id,
        type: 'autre',
        nom: `Annexe ${index + 1}`,
        url: `documents-ag/${ag.id}/autre_${index}.pdf`,
      })),
    );
    const response = await upload(ag.id, { type: 'autre', nom: 'Annexe 21' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(AG_RULES.tooManyDocuments);
    expect(await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id))).toHaveLength(20);
  });

  it('answers 404 for an unknown AG, 401 signed out, 403 to a member', async () => {
    expect((await upload(unknownId, { type: 'autre', nom: 'x' })).statusCode).toBe(404);
    const ag = await createAssembly(t.db);
    expect((await upload(ag.id, { type: 'autre', nom: 'x' }, pdf, '')).statusCode).toBe(401);
    expect((await upload(ag.id, { type: 'autre', nom: 'x' }, pdf, memberCookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/assemblies/documents/:documentId', () => {
  it('removes the row and the file; admins only', async () => {
    const ag = await createAssembly(t.db);
    const created = (await upload(ag.id, { type: 'rapport_moral', nom: 'Rapport moral' })).json();
    await expectAdminOnly('DELETE', `/api/admin/assemblies/documents/${created.id}`);
    expect((await call('DELETE', '/api/admin/assemblies/documents/x', adminCookie)).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/admin/assemblies/documents/${created.id}`, adminCookie)).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(documentsAg).where(eq(documentsAg.id, created.id))).toHaveLength(0);
    expect(
      (await call('DELETE', `/api/admin/assemblies/documents/${created.id}`, adminCookie)).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/assemblies/comments/:commentId', () => {
  it('hides then restores a comment', async () => {
    const ag = await createAssembly(t.db);
    const [row] = await t.db
      .insert(commentairesAg)
      .values({ ag_id: ag.id, user_id: member.id, commentaire: 'Hors sujet' })
      .returning();
    const url = `/api/admin/assemblies/comments/${row?.id}`;
    expect((await call('PATCH', url, adminCookie, { modere: true })).json()).toEqual({
      id: row?.id,
      modere: true,
    });
    expect((await call('PATCH', url, adminCookie, { modere: false })).json().modere).toBe(false);
    expect((await call('PATCH', url, adminCookie, {})).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/assemblies/comments/${unknownId}`, adminCookie, { modere: true }))
        .statusCode,
    ).toBe(404);
    await expectAdminOnly('PATCH', url, { modere: true });
  });
});

/** An AG held, where Jeanne is present and votes, and Paul gave Jeanne his proxy. */
async function heldAssembly() {
  const paul = await createMember(t.db, { prenom: 'Paul', nom: 'Roux' });
  const ag = await createAssembly(t.db, { status: 'en_cours' });
  await t.db.insert(presencesAg).values([
    { ag_id: ag.id, user_id: member.id, present: true },
    { ag_id: ag.id, user_id: paul.id, present: false, procuration_user_id: member.id },
  ]);
  await insertVotes(t.db, ag.id, [
    { user_id: member.id, question: moral, vote: 'oui' },
    { user_id: member.id, question: financier, vote: 'abstention' },
    { user_id: paul.id, question: moral, vote: 'non' },
  ]);
  return { ag, paul };
}

describe('GET /api/admin/assemblies', () => {
  it('pages the AGs, the latest first, as their cards show them, without what they hold', async () => {
    await t.db.delete(assembleesGenerales);
    const { ag: held } = await heldAssembly();
    await t.db
      .update(assembleesGenerales)
      .set({ date: new Date('2030-01-01T10:00:00Z') })
      .where(eq(assembleesGenerales.id, held.id));
    for (let year = 2018; year < 2029; year += 1) {
      await createAssembly(t.db, { date: new Date(`${year}-06-01T10:00:00Z`), status: 'terminee' });
    }
    const first = await call('GET', '/api/admin/assemblies', adminCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.json().items).toHaveLength(10);
    expect(first.json().items[0]).toEqual({
      id: held.id,
      date: '2030-01-01T10:00:00.000Z',
      status: 'en_cours',
      kind: 'ordinaire',
      lieu: held.lieu,
      lien_visio: null,
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
    });
    const second = (await call('GET', '/api/admin/assemblies?page=2', adminCookie)).json();
    expect(second.items.map((item: { date: string }) => item.date)).toEqual([
      '2019-06-01T10:00:00.000Z',
      '2018-06-01T10:00:00.000Z',
    ]);
  });

  it('answers 400 for a page out of bounds', async () => {
    for (const query of ['page=0', 'pageSize=11', 'pageSize=x']) {
      expect((await call('GET', `/api/admin/assemblies?${query}`, adminCookie)).statusCode, query).toBe(400);
    }
  });

  it('is for admins only', () => expectAdminOnly('GET', '/api/admin/assemblies'));
});

describe('GET /api/admin/assemblies/:id', () => {
  it('gives the opened AG with its documents and its tally', async () => {
    const { ag } = await heldAssembly();
    await t.db
      .insert(documentsAg)
      .values({ ag_id: ag.id, type: 'convocation', nom: 'Convocation', url: `documents-ag/${ag.id}/c.pdf` });
    const response = await call('GET', `/api/admin/assemblies/${ag.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ag.id,
      status: 'en_cours',
      documents: [{ type: 'convocation', nom: 'Convocation' }],
    });
    expect(response.json().tally).toEqual({
      present: 1,
      proxies: 1,
      questions: [
        { question: moral, oui: 1, non: 1, abstention: 0 },
        { question: financier, oui: 0, non: 0, abstention: 1 },
      ],
    });
    expect(response.json()).not.toHaveProperty('participants');
  });

  it('answers 404 for an unknown AG, 400 for a bad id, and is for admins only', async () => {
    const ag = await createAssembly(t.db);
    expect((await call('GET', `/api/admin/assemblies/${unknownId}`, adminCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/assemblies/x', adminCookie)).statusCode).toBe(400);
    await expectAdminOnly('GET', `/api/admin/assemblies/${ag.id}`);
  });
});

describe('GET /api/admin/assemblies/:id/participants', () => {
  it('pages name, email, presence and proxy holder, by email', async () => {
    const { ag, paul } = await heldAssembly();
    const first = await call('GET', `/api/admin/assemblies/${ag.id}/participants?pageSize=1`, adminCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    const emails = [member.email, paul.email].sort();
    const second = await call(
      'GET',
      `/api/admin/assemblies/${ag.id}/participants?pageSize=1&page=2`,
      adminCookie,
    );
    expect([first.json().items[0].email, second.json().items[0].email]).toEqual(emails);
    const all = await call('GET', `/api/admin/assemblies/${ag.id}/participants`, adminCookie);
    expect(all.json().items).toContainEqual({
      user_id: paul.id,
      prenom: 'Paul',
      nom: 'Roux',
      email: paul.email,
      present: false,
      proxy_holder: `Jeanne Petit (${member.email})`,
    });
  });

  it('answers 404, 400, and is for admins only', async () => {
    const { ag } = await heldAssembly();
    expect(
      (await call('GET', `/api/admin/assemblies/${unknownId}/participants`, adminCookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/assemblies/x/participants', adminCookie)).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/admin/assemblies/${ag.id}/participants?pageSize=101`, adminCookie)).statusCode,
    ).toBe(400);
    await expectAdminOnly('GET', `/api/admin/assemblies/${ag.id}/participants`);
  });
});

describe('GET /api/admin/assemblies/:id/comments', () => {
  it('pages the comments, the latest first, hidden ones included', async () => {
    const { ag, paul } = await heldAssembly();
    await t.db.insert(commentairesAg).values([
      {
        ag_id: ag.id,
        user_id: paul.id,
        commentaire: 'Hors sujet',
        modere: true,
        created_at: new Date(Date.now() - 60_000),
      },
      { ag_id: ag.id, user_id: member.id, commentaire: 'Merci au bureau' },
    ]);
    const response = await call('GET', `/api/admin/assemblies/${ag.id}/comments`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 2,
      items: [
        { commentaire: 'Merci au bureau', modere: false, auteur: 'Jeanne Petit' },
        { commentaire: 'Hors sujet', modere: true, auteur: 'Paul Roux' },
      ],
    });
    // The member's own route never shows the hidden one.
    const seenByMember = await call('GET', `/api/assemblies/${ag.id}/comments`, memberCookie);
    expect(seenByMember.json()).toMatchObject({ total: 1, items: [{ commentaire: 'Merci au bureau' }] });
  });

  it('answers 404, 400, and is for admins only', async () => {
    const ag = await createAssembly(t.db);
    expect((await call('GET', `/api/admin/assemblies/${unknownId}/comments`, adminCookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/admin/assemblies/${ag.id}/comments?pageSize=11`, adminCookie)).statusCode,
    ).toBe(400);
    await expectAdminOnly('GET', `/api/admin/assemblies/${ag.id}/comments`);
  });
});

describe('CSV exports', () => {
  it('exports presences for French Excel as presences_ag_{id}.csv', async () => {
    const { ag, paul } = await heldAssembly();
    const response = await call('GET', `/api/admin/assemblies/${ag.id}/presences.csv`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="presences_ag_${ag.id}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Email";"Nom";"Présent";"Procuration"');
    expect(lines).toContain(`"${member.email}";"Jeanne Petit";"Oui";""`);
    expect(lines).toContain(`"${paul.email}";"Paul Roux";"Non";"Jeanne Petit (${member.email})"`);
  });

  it('exports votes as votes_ag_{id}.csv with the answers as the page shows them', async () => {
    const { ag, paul } = await heldAssembly();
    const response = await call('GET', `/api/admin/assemblies/${ag.id}/votes.csv`, adminCookie);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="votes_ag_${ag.id}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Email";"Nom";"Question";"Vote";"Procuration"');
    expect(lines).toContain(`"${member.email}";"Jeanne Petit";"${financier}";"Ne se prononce pas";""`);
    expect(lines).toContain(`"${paul.email}";"Paul Roux";"${moral}";"Non";""`);
    expect(lines.filter((line) => line !== '')).toHaveLength(4);
  });

  it('answers 404 for an unknown AG, 400 for a bad id, and is for admins only', async () => {
    const ag = await createAssembly(t.db);
    for (const file of ['presences.csv', 'votes.csv']) {
      expect((await call('GET', `/api/admin/assemblies/${unknownId}/${file}`, adminCookie)).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/admin/assemblies/x/${file}`, adminCookie)).statusCode).toBe(400);
      await expectAdminOnly('GET', `/api/admin/assemblies/${ag.id}/${file}`);
    }
  });
});
