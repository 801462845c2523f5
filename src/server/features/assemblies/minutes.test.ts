import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTES_MESSAGES } from '../../../domain/assembly-minutes.ts';
import {
  agResolutions,
  assembleesGenerales,
  auditLog,
  commentairesAg,
  documentsAg,
  presencesAg,
  votesAg,
} from '../../db/schema.ts';
import { createAssembly, onlyMembersAJourVote } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let chair: TestUser;
let secretary: TestUser;
let absent: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  await onlyMembersAJourVote(t.ctx, admin);
  const member = await createMember(t.db);
  memberCookie = await signedInAs(t.ctx, member);
  chair = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  secretary = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
  absent = await createMember(t.db, { prenom: 'Lucie', nom: 'Absente' });
  for (const user of [chair, secretary, absent]) await addAdhesion(t.db, user.id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function expectAdminOnly(method: Method, url: string, payload?: object) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, memberCookie, payload)).statusCode).toBe(403);
}

const budgetTitle = 'Approuvez-vous le budget 2028 ?';
const figures = {
  voters: 3,
  present: 2,
  represented: 1,
  quorum_percent: 25,
  quorum_required: 1,
  quorum_reached: true,
};

/** A held AG: Jeanne and Paul signed in, Lucie represented by Jeanne, one approval voted and closed. */
async function heldAssembly(status: 'en_cours' | 'terminee' = 'terminee') {
  const ag = await createAssembly(t.db, {
    status,
    date: new Date('2027-06-12T12:00:00Z'),
    opened_at: new Date('2027-06-12T12:05:00Z'),
    closed_at: status === 'terminee' ? new Date('2027-06-12T14:30:00Z') : null,
    closing_figures: status === 'terminee' ? figures : null,
  });
  const signedInAt = new Date('2027-06-12T12:01:00Z');
  await t.db.insert(presencesAg).values([
    { ag_id: ag.id, user_id: chair.id, present: true, signed_in_at: signedInAt },
    { ag_id: ag.id, user_id: secretary.id, present: true, signed_in_at: signedInAt },
    { ag_id: ag.id, user_id: absent.id, present: false, procuration_user_id: chair.id },
  ]);
  const [resolution] = await t.db
    .insert(agResolutions)
    .values({ ag_id: ag.id, position: 3, title: budgetTitle, status: 'close' })
    .returning();
  if (!resolution) throw new Error('resolution not created');
  const vote = { ag_id: ag.id, resolution_id: resolution.id, question: resolution.title };
  await t.db.insert(votesAg).values([
    { ...vote, user_id: chair.id, vote: 'oui' },
    { ...vote, user_id: absent.id, cast_by: chair.id, vote: 'oui' },
    { ...vote, user_id: secretary.id, vote: 'non' },
  ]);
  return ag;
}

const minutesUrl = (agId: string) => `/api/admin/assemblies/${agId}/minutes`;
const upload = async (agId: string, fields: Record<string, string>) => {
  const body = await multipartPayload(fields, {
    name: 'pv.pdf',
    type: 'application/pdf',
    data: '%PDF-1.4 pv',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/assemblies/${agId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
};
const input = (overrides: object = {}) => ({
  text: 'Procès-verbal rédigé\n\nRÉSOLUTIONS\nLe budget est adopté.',
  chair_id: chair.id,
  secretary_id: secretary.id,
  ...overrides,
});

describe('GET /api/admin/assemblies/:id/minutes', () => {
  it('answers the facts the draft is written from, nothing saved yet', async () => {
    const ag = await heldAssembly();
    const response = await call('GET', minutesUrl(ag.id), adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ text: null, chair: null, finalised_at: null, can_finalise: true });
    expect(body.facts.figures).toEqual(figures);
    const budget = body.facts.results.find((result: { title: string }) => result.title === budgetTitle);
    expect(budget).toMatchObject({ counts: { oui: 2, non: 1 }, outcome: 'adoptee' });
  });

  it('summarises the visible comments only, each by its first line', async () => {
    const ag = await heldAssembly();
    await t.db.insert(commentairesAg).values([
      { ag_id: ag.id, user_id: chair.id, commentaire: 'Merci au bureau\npour cette année' },
      { ag_id: ag.id, user_id: secretary.id, commentaire: 'Hors sujet', modere: true },
    ]);
    const { facts } = (await call('GET', minutesUrl(ag.id), adminCookie)).json();
    expect(facts.comments).toEqual({
      total: 1,
      quoted: [{ author: 'Jeanne Petit', first_line: 'Merci au bureau' }],
    });
  });

  it('answers 404 for an unknown AG', async () => {
    expect((await call('GET', minutesUrl(unknownId), adminCookie)).statusCode).toBe(404);
  });

  it('is for admins only', async () => expectAdminOnly('GET', minutesUrl((await heldAssembly()).id)));
});

describe('PUT /api/admin/assemblies/:id/minutes', () => {
  it('saves the text, the chair and the secretary, and journals it', async () => {
    const ag = await heldAssembly();
    const response = await call('PUT', minutesUrl(ag.id), adminCookie, input());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: input().text,
      chair: { prenom: 'Jeanne', nom: 'Petit' },
      secretary: { prenom: 'Paul', nom: 'Martin' },
    });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assembly.minutes-update'), eq(auditLog.target_id, ag.id)));
    expect(line?.changes).toMatchObject({ chair: { before: null, after: 'Jeanne Petit' } });
  });

  it('refuses a chair or secretary who was not present, and an empty text, by field', async () => {
    const ag = await heldAssembly();
    const notPresent = await call('PUT', minutesUrl(ag.id), adminCookie, input({ secretary_id: absent.id }));
    expect(notPresent.statusCode).toBe(400);
    expect(notPresent.json().error.fields).toEqual([
      { path: 'secretary_id', message: MINUTES_MESSAGES.notPresent },
    ]);
    const empty = await call('PUT', minutesUrl(ag.id), adminCookie, input({ text: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0]).toMatchObject({
      path: 'text',
      message: MINUTES_MESSAGES.textRequired,
    });
    const badId = await call('PUT', minutesUrl(ag.id), adminCookie, input({ chair_id: 'quelqu’un' }));
    expect(badId.json().error.fields[0]).toMatchObject({ path: 'chair_id' });
    const [row] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(row?.minutes_text).toBeNull();
  });

  it('is for admins only', async () =>
    expectAdminOnly('PUT', minutesUrl((await heldAssembly()).id), input()));
});

describe('POST /api/admin/assemblies/:id/minutes/finalise', () => {
  it('refuses while the AG is not terminated', async () => {
    const ag = await heldAssembly('en_cours');
    const response = await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MINUTES_MESSAGES.notTerminated);
  });

  it('stores the PDF with the AG’s documents, then keeps the minutes read-only', async () => {
    const ag = await heldAssembly();
    await call('PUT', minutesUrl(ag.id), adminCookie, input());
    const response = await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.finalised_at).not.toBeNull();
    expect(body.can_finalise).toBe(false);
    const [document] = await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id));
    expect(document).toMatchObject({ id: body.document_id, type: 'proces_verbal' });
    const stored = await t.ctx.storage.read(document?.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    const text = await pdfText(Buffer.concat(chunks));
    // The longer title wraps on the PDF's line: read as one line.
    expect(text.replace(/\s+/g, ' ')).toContain(
      "Procès-verbal de l'assemblée générale ordinaire du 12 juin 2027",
    );
    expect(text).toContain('Le budget est adopté.');
    expect(text).toContain('Jeanne Petit');
    expect(text).not.toContain('Projet');

    const again = await call('PUT', minutesUrl(ag.id), adminCookie, input({ text: 'Autre texte' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MINUTES_MESSAGES.finalised);
    expect((await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie)).statusCode).toBe(409);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/assemblies/documents/${document?.id}`,
      headers: { cookie: adminCookie },
    });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().error.message).toBe(MINUTES_MESSAGES.documentKept);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assembly.minutes-finalise'), eq(auditLog.target_id, ag.id)));
    expect(lines).toHaveLength(1);
  });

  it('takes no other document as the minutes once they are finalised; other types still join', async () => {
    const ag = await heldAssembly();
    const before = await upload(ag.id, { type: 'proces_verbal', nom: 'Procès-verbal signé à la main' });
    expect(before.statusCode).toBe(201);
    const finalised = (await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie)).json();

    const refused = await upload(ag.id, { type: 'proces_verbal', nom: 'Autre procès-verbal' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: MINUTES_MESSAGES.typeTaken,
      fields: [{ path: 'type', message: MINUTES_MESSAGES.typeTaken }],
    });
    expect((await upload(ag.id, { type: 'autre', nom: 'Liste d’émargement signée' })).statusCode).toBe(201);
    const names = (await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id))).map(
      (row) => row.nom,
    );
    expect(names.sort()).toEqual(
      [
        'Liste d’émargement signée',
        "Procès-verbal de l'assemblée générale ordinaire du 12 juin 2027",
        'Procès-verbal signé à la main',
      ].sort(),
    );
    expect((await call('GET', minutesUrl(ag.id), adminCookie)).json().document_id).toBe(
      finalised.document_id,
    );
  });

  it('finalises the draft when no text was saved', async () => {
    const ag = await heldAssembly();
    expect((await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, ag.id));
    expect(row?.minutes_text).toContain('Membres ayant voix : 3. Présents : 2. Représentés : 1.');
  });

  it('is for admins only', async () =>
    expectAdminOnly('POST', `${minutesUrl((await heldAssembly()).id)}/finalise`));
});

describe('GET /api/admin/assemblies/:id/minutes.pdf', () => {
  it('previews the draft, marked as such, with its signature blocks', async () => {
    const ag = await heldAssembly();
    const response = await call('GET', `/api/admin/assemblies/${ag.id}/minutes.pdf`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('proces-verbal-ag-2027-06-12.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Projet : procès-verbal non finalisé');
    expect(text).toContain('Approuvez-vous le budget 2028 ?');
    expect(text).toContain('Président(e) de séance');
    expect(text).toContain('Secrétaire de séance');
  });

  it('is for admins only', async () =>
    expectAdminOnly('GET', `/api/admin/assemblies/${(await heldAssembly()).id}/minutes.pdf`));
});

describe('GET /api/admin/assemblies/:id/sign-in-sheet.pdf', () => {
  it('lists the members with a vote by name, with the proxies they gave', async () => {
    const ag = await createAssembly(t.db);
    const zoe = await createMember(t.db, { prenom: 'Zoé', nom: 'Aaron' });
    const noVote = await createMember(t.db, { prenom: 'Sans', nom: 'Cotisation' });
    await addAdhesion(t.db, zoe.id);
    await t.db.insert(presencesAg).values({ ag_id: ag.id, user_id: zoe.id, procuration_user_id: chair.id });
    const response = await call('GET', `/api/admin/assemblies/${ag.id}/sign-in-sheet.pdf`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Feuille d'émargement");
    expect(text).toContain('Représenté(e) par Jeanne Petit');
    expect(text).not.toContain(noVote.nom);
    const lines = text.split('\n');
    const names = ['Aaron', 'Absente', 'Martin', 'Petit'].map((name) => lines.indexOf(name));
    expect(names.every((position) => position >= 0)).toBe(true);
    expect([...names].sort((a, b) => a - b)).toEqual(names);
  });

  it('answers 404 for an unknown AG', async () => {
    expect(
      (await call('GET', `/api/admin/assemblies/${unknownId}/sign-in-sheet.pdf`, adminCookie)).statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () =>
    expectAdminOnly('GET', `/api/admin/assemblies/${(await createAssembly(t.db)).id}/sign-in-sheet.pdf`));
});

describe('GET /api/assemblies/past', () => {
  it('shows members each resolution’s result and the finalised minutes', async () => {
    await t.db.delete(assembleesGenerales);
    const ag = await heldAssembly();
    const before = (await call('GET', '/api/assemblies/past', memberCookie)).json();
    expect(before.items[0]).toMatchObject({ id: ag.id, figures, minutes_document_id: null });
    await call('POST', `${minutesUrl(ag.id)}/finalise`, adminCookie);
    const response = await call('GET', '/api/assemblies/past', memberCookie);
    expect(response.statusCode).toBe(200);
    const [shown] = response.json().items;
    const [document] = await t.db.select().from(documentsAg).where(eq(documentsAg.ag_id, ag.id));
    expect(shown.minutes_document_id).toBe(document?.id);
    expect(shown.documents).toMatchObject([{ id: document?.id, type: 'proces_verbal' }]);
    expect(shown.results).toContainEqual(
      expect.objectContaining({
        title: budgetTitle,
        outcome: 'adoptee',
        counts: { oui: 2, non: 1, abstention: 0 },
      }),
    );
  });
});
