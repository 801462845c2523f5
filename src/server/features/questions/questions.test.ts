import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsInspirantes } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const storedRow = async (id: string) =>
  (await t.db.select().from(questionsInspirantes).where(eq(questionsInspirantes.id, id)))[0];

/** `created_at` given when the order matters: two rows written within the same millisecond tie. */
async function createQuestionRow(question = 'Quel était votre jeu préféré ?', created_at?: Date) {
  const [row] = await t.db.insert(questionsInspirantes).values({ question, created_at }).returning();
  if (!row) throw new Error('question not created');
  return row;
}

describe('GET /api/questions', () => {
  it('gives an admin one page of the questions, newest first, searched by text', async () => {
    const older = await createQuestionRow('Où avez-vous grandi ?', new Date(Date.now() - 60_000));
    const newer = await createQuestionRow('Quel métier rêviez-vous de faire ?');
    const response = await call({ method: 'GET', url: '/api/questions' }, adminCookie);
    expect(response.statusCode).toBe(200);
    const { items, total, page, pageSize } = response.json();
    expect({ total, page, pageSize }).toEqual({ total: items.length, page: 1, pageSize: 25 });
    expect(items.findIndex((q: { id: string }) => q.id === newer.id)).toBeLessThan(
      items.findIndex((q: { id: string }) => q.id === older.id),
    );
    expect(items.find((q: { id: string }) => q.id === newer.id)).toEqual({
      id: newer.id,
      question: 'Quel métier rêviez-vous de faire ?',
      created_at: newer.created_at.toISOString(),
    });
    const found = await call({ method: 'GET', url: '/api/questions?search=GRANDI' }, adminCookie);
    expect(found.json().items.map((q: { id: string }) => q.id)).toEqual([older.id]);
  });

  it('pages the list, each question once, and refuses a page size over 50', async () => {
    await t.db
      .insert(questionsInspirantes)
      .values(Array.from({ length: 30 }, (_, index) => ({ question: `Question en série ${index} ?` })));
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const url = `/api/questions?search=${encodeURIComponent('en série')}&pageSize=12&page=${page}`;
      const body = (await call({ method: 'GET', url }, adminCookie)).json();
      expect(body.total).toBe(30);
      seen.push(...body.items.map((q: { id: string }) => q.id));
    }
    expect(new Set(seen).size).toBe(30);
    const tooMany = await call({ method: 'GET', url: '/api/questions?pageSize=51' }, adminCookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields[0].path).toBe('pageSize');
  });

  it('answers 401 signed out and 403 to a member, who only draws', async () => {
    expect((await call({ method: 'GET', url: '/api/questions' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/api/questions' }, memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/questions/random', () => {
  const draw = (exclude?: string, cookie = memberCookie) =>
    call({ method: 'GET', url: `/api/questions/random${exclude ? `?exclude=${exclude}` : ''}` }, cookie);

  it('gives one question, never the one on screen while there is another', async () => {
    const shown = await createQuestionRow('Quelle était votre rue ?');
    const first = await draw();
    expect(first.statusCode).toBe(200);
    expect(first.json().question).toEqual({
      id: expect.any(String),
      question: expect.any(String),
      created_at: expect.any(String),
    });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await draw(shown.id)).json().question.id).not.toBe(shown.id);
    }
  });

  it('gives the only question again, and null when there is none', async () => {
    await t.db.delete(questionsInspirantes);
    const only = await createQuestionRow('La seule question ?');
    expect((await draw(only.id)).json().question.id).toBe(only.id);
    await t.db.delete(questionsInspirantes);
    expect((await draw()).json()).toEqual({ question: null });
    expect((await draw(only.id)).json()).toEqual({ question: null });
  });

  it('answers 400 for a malformed exclude and 401 signed out', async () => {
    expect((await draw('pas-un-id')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/questions/random' })).statusCode).toBe(401);
  });
});

describe('POST /api/questions', () => {
  const create = (payload: object, cookie?: string) =>
    call({ method: 'POST', url: '/api/questions', payload }, cookie);

  it('lets an admin add a question, trimmed', async () => {
    const response = await create({ question: '  Quel souvenir d’école vous fait sourire ?  ' }, adminCookie);
    expect(response.statusCode).toBe(201);
    expect((await storedRow(response.json().id))?.question).toBe('Quel souvenir d’école vous fait sourire ?');
  });

  it('refuses a blank question with 400', async () => {
    const response = await create({ question: '   ' }, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('La question ne peut pas être vide');
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const question = `Refusée ${Date.now()}`;
    expect((await create({ question })).statusCode).toBe(401);
    expect((await create({ question }, memberCookie)).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(questionsInspirantes)
      .where(eq(questionsInspirantes.question, question));
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /api/questions/:id', () => {
  const update = (id: string, payload: object, cookie?: string) =>
    call({ method: 'PUT', url: `/api/questions/${id}`, payload }, cookie);

  it('lets an admin reword a question', async () => {
    const { id } = await createQuestionRow();
    const response = await update(id, { question: 'Quel était votre jouet préféré ?' }, adminCookie);
    expect(response.statusCode).toBe(200);
    expect((await storedRow(id))?.question).toBe('Quel était votre jouet préféré ?');
  });

  it('refuses a blank text with 400 and an unknown question with 404', async () => {
    const { id } = await createQuestionRow('Intacte ?');
    expect((await update(id, { question: '' }, adminCookie)).statusCode).toBe(400);
    expect((await storedRow(id))?.question).toBe('Intacte ?');
    expect((await update(UNKNOWN_ID, { question: 'x' }, adminCookie)).statusCode).toBe(404);
  });

  it('answers 401 and 403 and keeps the text', async () => {
    const { id } = await createQuestionRow('Gardée ?');
    expect((await update(id, { question: 'Piratée' })).statusCode).toBe(401);
    expect((await update(id, { question: 'Piratée' }, memberCookie)).statusCode).toBe(403);
    expect((await storedRow(id))?.question).toBe('Gardée ?');
  });
});

describe('DELETE /api/questions/:id', () => {
  const remove = (id: string, cookie?: string) =>
    call({ method: 'DELETE', url: `/api/questions/${id}` }, cookie);

  it('lets an admin delete a question', async () => {
    const { id } = await createQuestionRow();
    expect((await remove(id, adminCookie)).statusCode).toBe(200);
    expect(await storedRow(id)).toBeUndefined();
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await remove('12', adminCookie)).statusCode).toBe(400);
    expect((await remove(UNKNOWN_ID, adminCookie)).statusCode).toBe(404);
  });

  it('answers 401 and 403 and keeps the question', async () => {
    const { id } = await createQuestionRow();
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id, memberCookie)).statusCode).toBe(403);
    expect(await storedRow(id)).toBeDefined();
  });
});
