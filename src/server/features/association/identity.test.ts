import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../domain/association-identity.ts';
import { associationSettings, auditLog } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { addAdhesion, TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db, { prenom: 'Alice', nom: 'Admin' }));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const SETUP_URL = '/api/admin/setup';
const LOGO_URL = '/api/admin/settings/logo';

const journal = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_type, 'settings')));

async function putLogo(file: { name: string; type: string; data: Buffer | string }, cookie?: string) {
  const { payload, headers } = await multipartPayload({}, file);
  return t.app.inject({
    method: 'PUT',
    url: LOGO_URL,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** A PDF embeds a picture as an image XObject; PDFKit writes its dictionary uncompressed. */
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

describe('the first sign-in setup', () => {
  it('is pending on a new installation, prefilled with what is in force', async () => {
    const response = await call('GET', SETUP_URL, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pending: true,
      values: { name: 'Association HDS', address: '', season_start_month: null, season_early_weeks: 4 },
    });
  });

  it('answers 401 signed out and 403 to a member, on each route', async () => {
    const body = { name: 'Autre', address: '', season_start_month: null, season_early_weeks: 4 };
    expect((await call('GET', SETUP_URL)).statusCode).toBe(401);
    expect((await call('GET', SETUP_URL, memberCookie)).statusCode).toBe(403);
    expect((await call('PUT', SETUP_URL, null, body)).statusCode).toBe(401);
    expect((await call('PUT', SETUP_URL, memberCookie, body)).statusCode).toBe(403);
    expect((await call('POST', `${SETUP_URL}/skip`)).statusCode).toBe(401);
    expect((await call('POST', `${SETUP_URL}/skip`, memberCookie)).statusCode).toBe(403);
    expect((await call('GET', SETUP_URL, adminCookie)).json().pending).toBe(true);
  });

  it('refuses an empty name and a month out of the year, each beside its field', async () => {
    const response = await call('PUT', SETUP_URL, adminCookie, {
      name: ' ',
      address: '',
      season_start_month: 13,
      season_early_weeks: 4,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Ce champ est requis' },
        { path: 'season_start_month', message: 'Mois invalide' },
      ]),
    );
    expect((await call('GET', SETUP_URL, adminCookie)).json().pending).toBe(true);
  });

  it('saves the name, address and season, journals them, and is never asked again', async () => {
    const answers = {
      name: 'Les Amis du Quartier',
      address: '3 rue Haute\n69001 Lyon',
      season_start_month: 9,
      season_early_weeks: 6,
    };
    const response = await call('PUT', SETUP_URL, adminCookie, answers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pending: false, values: answers });

    const association = (await call('GET', '/api/association')).json();
    expect(association).toMatchObject({ name: answers.name, season: { start_month: 9, early_weeks: 6 } });
    const settings = (await call('GET', '/api/admin/settings', adminCookie)).json();
    // The other settings stay as they were.
    expect(settings).toMatchObject({ ...answers, initials: 'HDS', reminder_days_after: 1 });

    const [setup] = await journal('settings.setup');
    expect(setup?.changes).toEqual({ premiers_pas: { before: null, after: 'enregistrés' } });
    const [update] = await journal('settings.update');
    expect(update?.changes).toMatchObject({ name: { before: 'Association HDS', after: answers.name } });

    // Put off afterwards: nothing more to record, still done.
    expect((await call('POST', `${SETUP_URL}/skip`, adminCookie)).json().pending).toBe(false);
    expect(await journal('settings.setup')).toHaveLength(1);
  });

  it('once put off, is done too, journalled as such', async () => {
    await t.db.update(associationSettings).set({ setup_done_at: null });
    const response = await call('POST', `${SETUP_URL}/skip`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().pending).toBe(false);
    const entries = await journal('settings.setup');
    expect(entries.at(-1)?.changes).toEqual({ premiers_pas: { before: null, after: 'remis à plus tard' } });
  });
});

describe('the logo', () => {
  it('answers 401 signed out and 403 to a member', async () => {
    const png = { name: 'logo.png', type: 'image/png', data: TINY_PNG };
    expect((await putLogo(png)).statusCode).toBe(401);
    expect((await putLogo(png, memberCookie)).statusCode).toBe(403);
    expect((await call('DELETE', LOGO_URL)).statusCode).toBe(401);
    expect((await call('DELETE', LOGO_URL, memberCookie)).statusCode).toBe(403);
  });

  it('refuses a page renamed logo.png, and a logo over 512 Ko, with a French message', async () => {
    const disguised = await putLogo(
      { name: 'logo.png', type: 'image/png', data: '<html><script>alert(1)</script></html>' },
      adminCookie,
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toMatchObject({
      code: 'FILE_TYPE',
      message: 'Le logo doit être une image PNG, JPEG ou SVG',
    });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooLarge = await putLogo({ name: 'logo.png', type: 'image/png', data: big }, adminCookie);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Le logo ne doit pas dépasser 512 Ko',
    });
    expect((await call('GET', '/api/association')).json().logo_url).toBeNull();
  });

  it('stores a PNG, serves it to anyone with its type and cache, and journals it', async () => {
    const response = await putLogo({ name: 'logo.jpg', type: 'image/jpeg', data: TINY_PNG }, adminCookie);
    expect(response.statusCode).toBe(200);
    const { logo_url } = response.json();
    expect(logo_url).toMatch(/^\/api\/association\/logo\/logo-.+\.png$/);
    expect((await call('GET', '/api/association')).json().logo_url).toBe(logo_url);

    const served = await call('GET', logo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload).toEqual(TINY_PNG);
    expect((await call('GET', '/api/association/logo/logo-autre.png')).statusCode).toBe(404);

    const [entry] = await journal('settings.logo');
    expect(entry?.changes).toEqual({ logo: { before: null, after: 'image' } });
  });

  it('is drawn on the attestations, the receipts, the minutes and the sign-in sheet', async () => {
    const member = await createMember(t.db);
    const adhesion = await addAdhesion(t.db, member.id);
    const attestation = await call('POST', `/api/admin/adhesions/${adhesion.id}/attestation`, adminCookie);
    expect(attestation.statusCode).toBe(200);
    expect(hasImage(attestation.rawPayload)).toBe(true);

    await enableReceipts(t.ctx);
    const { receipt } = await createDonation(t.ctx);
    const pdf = await call('GET', `/api/admin/donation-receipts/${receipt?.id}/pdf`, adminCookie);
    expect(pdf.statusCode).toBe(200);
    expect(hasImage(pdf.rawPayload)).toBe(true);

    const ag = await createAssembly(t.db);
    const sheet = await call('GET', `/api/admin/assemblies/${ag.id}/sign-in-sheet.pdf`, adminCookie);
    expect(hasImage(sheet.rawPayload)).toBe(true);
    const minutes = await call('GET', `/api/admin/assemblies/${ag.id}/minutes.pdf`, adminCookie);
    expect(minutes.statusCode).toBe(200);
    expect(hasImage(minutes.rawPayload)).toBe(true);
  });

  it('takes an SVG cleaned of what runs or loads, served as SVG under a strict policy, and left off the PDFs', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script><circle cx="5" cy="5" r="4" fill="#1c7ed6"/>' +
      '<foreignObject><div>x</div></foreignObject><a href="javascript:alert(3)"><rect width="2" height="2"/></a></svg>';
    const response = await putLogo({ name: 'logo.svg', type: 'image/svg+xml', data: svg }, adminCookie);
    expect(response.statusCode).toBe(200);
    const served = await call('GET', response.json().logo_url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#1c7ed6" /><rect width="2" height="2" /></svg>',
    );

    const ag = await createAssembly(t.db);
    const sheet = await call('GET', `/api/admin/assemblies/${ag.id}/sign-in-sheet.pdf`, adminCookie);
    expect(sheet.statusCode).toBe(200);
    expect(hasImage(sheet.rawPayload)).toBe(false);
  });

  it('refuses an SVG with nothing left to draw', async () => {
    const response = await putLogo(
      { name: 'logo.svg', type: 'image/svg+xml', data: '<svg><script>alert(1)</script>' },
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Ce fichier SVG ne peut pas être lu comme une image');
  });

  it('is removed with its file, journalled', async () => {
    const [row] = await t.db.select().from(associationSettings);
    const response = await call('DELETE', LOGO_URL, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ logo_url: null });
    expect(await t.ctx.storage.read(row?.logo_key ?? '')).toBeNull();
    expect((await call('GET', '/api/association')).json().logo_url).toBeNull();
    expect((await journal('settings.logo')).at(-1)?.changes).toEqual({
      logo: { before: 'image', after: null },
    });
  });
});
