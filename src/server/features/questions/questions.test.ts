import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsInspirantes } from '../../db/schema.ts';
import { createAdmin, createMember, signIn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t.app, t.db, await createAdmin(t.db));
  memberCookie = await signIn(t.app, t.db, await createMember(t.db));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const storedRow = async (id: string) =>
  (await t.db.select().from(questionsInspirantes).where(eq(questionsInspirantes.id, id)))[0];

async function createQuestionRow(question = 'Quel était votre jeu préféré ?') {
  const [row] = await t.db.insert(questionsInspirantes).values({ question }).returning();
  if (!row) throw new Error('question not created');
  return row;
}

describe('GET /api/questions', () => {
  it('gives a member every question, newest first', async () => {
    const older = await createQuestionRow('Où avez-vous grandi ?');
    const newer = await createQuestionRow('Quel métier rêviez-vous de faire ?');
    const response = await call({ method: 'GET', url: '/api/questions' }, memberCookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.findIndex((q: { id: string }) => q.id === newer.id)).toBeLessThan(
      list.findIndex((q: { id: string }) => q.id === older.id),
    );
    expect(list.find((q: { id: string }) => q.id === newer.id)).toEqual({
      id: newer.id,
      question: 'Quel métier rêviez-vous de faire ?',
      created_at: newer.created_at.toISOString(),
    });
  });

  it('answers 401 signed out', async () => {
    expect((await call({ method: 'GET', url: '/api/questions' })).statusCode).toBe(401);
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
