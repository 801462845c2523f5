import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createEvent } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createStorageTestApp, type StorageTestApp } from '../../testing/s3-server.ts';

let t: StorageTestApp;
let adminCookie: string;
let lucie: { id: string; cookie: string };
let paulCookie: string;

beforeAll(async () => {
  t = await createStorageTestApp('s3');
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db, { prenom: 'Lucie', nom: 'Moreau' });
  lucie = { id: member.id, cookie: await signedInAs(t.ctx, member) };
  paulCookie = await signedInAs(t.ctx, await createMember(t.db, { prenom: 'Paul', nom: 'Girard' }));
});
afterAll(() => t.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function upload(
  request: { method: 'POST' | 'PUT'; url: string },
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const { payload, headers } = await multipartPayload(fields, file);
  return t.app.inject({ ...request, payload, headers: { ...headers, cookie: adminCookie } });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The presigned link a member's browser follows, straight to the bucket. */
async function followPresigned(url: string) {
  const link = new URL(url);
  expect(link.origin).toBe(t.s3Endpoint);
  expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
  const response = await fetch(link);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('with files on S3', () => {
  it('a document travels from the administrator to its member through the bucket, then goes', async () => {
    const created = await upload(
      { method: 'POST', url: '/api/admin/documents' },
      { type: 'specifique', user_id: lucie.id },
      { name: 'Attestation été.pdf', type: 'application/pdf', data: PDF },
    );
    expect(created.statusCode).toBe(201);
    const documentId: string = created.json().id;
    expect(created.json().taille).toBe(PDF.length);
    const keys = await t.storedFiles();
    expect(keys.filter((key) => key.startsWith('documents/'))).toHaveLength(1);

    const link = await get(`/api/documents/${documentId}/download`, lucie.cookie);
    expect(link.statusCode).toBe(200);
    const { response, body } = await followPresigned(link.json().url);
    expect(response.status).toBe(200);
    expect(body.equals(PDF)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Attestation%20%C3%A9t%C3%A9.pdf",
    );
    // A member's document, answered by the bucket: kept no more than our own answers are.
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect((await get(`/api/documents/${documentId}/download`, paulCookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/${documentId}/download`)).statusCode).toBe(401);
    expect((await get('/api/documents/pas-un-id/download', lucie.cookie)).statusCode).toBe(400);
    const adminLink = await get(`/api/admin/documents/${documentId}/download`, adminCookie);
    expect((await followPresigned(adminLink.json().url)).response.status).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${documentId}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.storedFiles()).toEqual(keys.filter((key) => !key.startsWith('documents/')));
    expect((await followPresigned(link.json().url)).response.status).toBe(404);
    expect((await get(`/api/documents/${documentId}/download`, lucie.cookie)).statusCode).toBe(404);
  });

  it('an AG document reaches every member through a presigned link', async () => {
    const assembly = await createAssembly(t.db);
    const created = await upload(
      { method: 'POST', url: `/api/admin/assemblies/${assembly.id}/documents` },
      { type: 'convocation', nom: 'Convocation' },
      { name: 'convocation.pdf', type: 'application/pdf', data: PDF },
    );
    expect(created.statusCode).toBe(201);
    const link = await get(`/api/assemblies/documents/${created.json().id}/link`, paulCookie);
    expect(link.statusCode).toBe(200);
    const { response, body } = await followPresigned(link.json().url);
    expect(body.equals(PDF)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Convocation.pdf");
  });

  it('an event image is kept in the bucket and shown through our own address, cached', async () => {
    const event = await createEvent(t.db);
    const updated = await upload(
      { method: 'PUT', url: `/api/events/${event.id}/image` },
      {},
      { name: 'affiche.png', type: 'image/png', data: TINY_PNG },
    );
    expect(updated.statusCode).toBe(200);
    const imageUrl: string = updated.json().image_url;
    expect(imageUrl).toMatch(/^\/api\/files\/public\/evenements\/.+\.png$/);
    expect(await t.storedFiles()).toContain(imageUrl.slice('/api/files/public/'.length));

    const image = await get(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/image`,
      headers: { cookie: adminCookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(imageUrl)).statusCode).toBe(404);
  });
});
