import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts } from '../../db/schema.ts';
import { createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let member: TestUser;
let memberCookie: string;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db);
  memberCookie = await signedInAs(t.ctx, member);
  other = await createMember(t.db);
});
afterAll(() => t.close());

const URL = '/api/messages/preferences';
const getPreferences = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: cookie ? { cookie } : {} });
const putPreferences = (body: object, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    payload: body,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
const optOutsOf = async (userId: string) =>
  (await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, userId)))
    .map((row) => row.category)
    .sort();

describe('GET and PUT /api/messages/preferences', () => {
  it('receives everything at first, then what the member chose, for them only', async () => {
    await t.db.insert(messageOptOuts).values({ user_id: other.id, category: 'rappels' });
    expect((await getPreferences(memberCookie)).json()).toEqual({ informations: true, rappels: true });

    const saved = await putPreferences({ informations: false, rappels: true }, memberCookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ informations: false, rappels: true });
    expect((await getPreferences(memberCookie)).json()).toEqual({ informations: false, rappels: true });
    expect(await optOutsOf(member.id)).toEqual(['informations']);

    await putPreferences({ informations: true, rappels: false }, memberCookie);
    expect(await optOutsOf(member.id)).toEqual(['rappels']);
    // Another member's choice is theirs: neither read nor changed.
    expect(await optOutsOf(other.id)).toEqual(['rappels']);
  });

  it('keeps the date of a choice said again', async () => {
    await putPreferences({ informations: false, rappels: false }, memberCookie);
    const [first] = await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, member.id));
    await putPreferences({ informations: false, rappels: false }, memberCookie);
    const [again] = await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, member.id));
    expect(again?.created_at).toEqual(first?.created_at);
  });

  it('refuses a body that does not say yes or no for each category, naming the field', async () => {
    const response = await putPreferences({ informations: 'oui' }, memberCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'informations', message: 'Choisissez oui ou non' },
        { path: 'rappels', message: 'Choisissez oui ou non' },
      ]),
    );
  });

  it('answers 401 signed out, and 403 to a change sent from another site', async () => {
    expect((await getPreferences()).statusCode).toBe(401);
    expect((await putPreferences({ informations: false, rappels: false })).statusCode).toBe(401);
    const before = await optOutsOf(member.id);
    const forged = await putPreferences({ informations: true, rappels: true }, memberCookie, {
      origin: 'https://malveillant.example',
    });
    expect(forged.statusCode).toBe(403);
    expect(await optOutsOf(member.id)).toEqual(before);
  });
});
