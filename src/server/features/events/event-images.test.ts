import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenements } from '../../db/schema.ts';
import { createEvent } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
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

const png = { name: 'affiche.png', type: 'image/png', data: TINY_PNG };

async function putImage(eventId: string, file: typeof png, cookie?: string) {
  const { payload, headers } = await multipartPayload({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/image`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const storedKey = async (eventId: string) =>
  (await t.db.select().from(evenements).where(eq(evenements.id, eventId)))[0]?.image_url ?? null;

describe('PUT /api/events/:id/image', () => {
  it('stores the image under evenements/, shows it to anyone, and drops the one it replaces', async () => {
    const event = await createEvent(t.db);
    const first = await putImage(event.id, png, adminCookie);
    expect(first.statusCode).toBe(200);
    const firstKey = await storedKey(event.id);
    expect(firstKey).toMatch(/^evenements\/.+\.png$/);
    expect(first.json().image_url).toBe(`/api/files/public/${firstKey}`);
    const image = await t.app.inject({ method: 'GET', url: first.json().image_url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(png.data);

    await putImage(event.id, { ...png, name: 'nouvelle.png' }, adminCookie);
    expect(await storedKey(event.id)).not.toBe(firstKey);
    expect(await t.ctx.storage.read(firstKey ?? '')).toBeNull();
  });

  it('refuses anything but an image', async () => {
    const event = await createEvent(t.db);
    const response = await putImage(
      event.id,
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 affiche') },
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Seules les images JPEG, PNG, WebP ou GIF sont acceptées');
    expect(await storedKey(event.id)).toBeNull();
  });

  it('answers 404 for an unknown event, storing nothing', async () => {
    const response = await putImage('00000000-0000-4000-8000-000000000000', png, adminCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Événement non trouvé');
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const event = await createEvent(t.db);
    expect((await putImage(event.id, png)).statusCode).toBe(401);
    expect((await putImage(event.id, png, memberCookie)).statusCode).toBe(403);
    expect(await storedKey(event.id)).toBeNull();
  });
});

describe('DELETE /api/events/:id/image', () => {
  const removeImage = (eventId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}/image`,
      headers: cookie ? { cookie } : {},
    });

  it('removes the image file and clears the event’s image', async () => {
    const event = await createEvent(t.db);
    await putImage(event.id, png, adminCookie);
    const key = await storedKey(event.id);
    const response = await removeImage(event.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().image_url).toBeNull();
    expect(await t.ctx.storage.read(key ?? '')).toBeNull();
  });

  it('deleting the event removes its image too', async () => {
    const event = await createEvent(t.db);
    await putImage(event.id, png, adminCookie);
    const key = await storedKey(event.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: { cookie: adminCookie },
    });
    expect(await t.ctx.storage.read(key ?? '')).toBeNull();
  });

  it('answers 400, 404, 401 and 403', async () => {
    const event = await createEvent(t.db);
    expect((await removeImage('abc', adminCookie)).statusCode).toBe(400);
    expect((await removeImage('00000000-0000-4000-8000-000000000000', adminCookie)).statusCode).toBe(404);
    expect((await removeImage(event.id)).statusCode).toBe(401);
    expect((await removeImage(event.id, memberCookie)).statusCode).toBe(403);
  });
});
