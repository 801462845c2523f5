import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedFileUrl, publicFileUrl } from '../../infra/storage/signed-links.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const secret = () => t.ctx.config.sessionSecret;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.storage.put('documents/compte-rendu.pdf', Buffer.from('%PDF-1.4 contenu'), 'application/pdf');
  await t.ctx.storage.put('avatars/portrait.png', Buffer.from('png'), 'image/png');
});
afterAll(() => t.close());

describe('GET /api/files/download', () => {
  it('serves a file through a fresh signed link, as an attachment with its name', async () => {
    const url = createSignedFileUrl(secret(), 'documents/compte-rendu.pdf', {
      downloadName: 'Compte rendu.pdf',
    });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 contenu');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain("UTF-8''Compte%20rendu.pdf");
  });

  it('refuses a link older than 60 seconds', async () => {
    const url = createSignedFileUrl(secret(), 'documents/compte-rendu.pdf', { now: Date.now() - 61_000 });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Lien de téléchargement invalide ou expiré');
  });

  it('refuses a link signed for another file', async () => {
    const url = createSignedFileUrl(secret(), 'documents/autre.pdf').replace('autre.pdf', 'compte-rendu.pdf');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('refuses a link whose download name was changed, or added', async () => {
    const signed = createSignedFileUrl(secret(), 'documents/compte-rendu.pdf', {
      downloadName: 'Compte rendu.pdf',
    });
    const renamed = signed.replace('name=Compte+rendu.pdf', 'name=facture.exe');
    expect((await t.app.inject({ method: 'GET', url: renamed })).statusCode).toBe(403);
    const unnamed = createSignedFileUrl(secret(), 'documents/compte-rendu.pdf');
    expect((await t.app.inject({ method: 'GET', url: `${unnamed}&name=facture.exe` })).statusCode).toBe(403);
  });

  it('answers 400 without its parameters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/files/download' })).statusCode).toBe(400);
  });

  it('answers 404 for a signed link to a missing file, and never leaves the storage folder', async () => {
    for (const key of ['documents/absent.pdf', 'documents/../../session-secret']) {
      const response = await t.app.inject({ method: 'GET', url: createSignedFileUrl(secret(), key) });
      expect(response.statusCode, key).toBe(404);
    }
  });
});

describe('GET /api/files/public/*', () => {
  it('serves images of the public prefixes to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: publicFileUrl('avatars/portrait.png') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    // Each upload gets a new key, so a kept copy is never stale.
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('never serves a document without a signed link', async () => {
    const response = await t.app.inject({ method: 'GET', url: publicFileUrl('documents/compte-rendu.pdf') });
    expect(response.statusCode).toBe(404);
  });
});
