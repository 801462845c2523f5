import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, donationSettings } from '../../db/schema.ts';
import { setAssociationAddress } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readSignature } from './signature.ts';

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

const SETTINGS_URL = '/api/admin/donations/settings';
const SIGNATURE_URL = `${SETTINGS_URL}/signature`;

/** Receipts on, with every mention of the CERFA. */
const receiptSettings = (overrides: object = {}) => ({
  receipts_enabled: true,
  legal_status: 'interet_general',
  object: 'Accompagner les familles et garder la mémoire de leurs proches',
  identifier: 'W751234567',
  signatory_name: 'Claire Martin',
  signatory_function: 'Trésorière',
  receipt_mode: 'annuel',
  articles: ['200', '238 bis'],
  receipt_fees: true,
  max_amount: 5000,
  suggested_amounts: [15, 30, 80.5],
  ...overrides,
});

const journal = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'donation.settings'), eq(auditLog.target_type, 'donation_settings')));

async function putSignature(file: { name: string; type: string; data: Buffer | string }, cookie?: string) {
  const { payload, headers } = await multipartPayload({}, file);
  return t.app.inject({
    method: 'PUT',
    url: SIGNATURE_URL,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** A JPEG's first bytes: enough for its type to be read from the content. */
const TINY_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);

describe('GET /api/admin/donations/settings', () => {
  it('gives the defaults: receipts off, one per gift, article 200, no signature', async () => {
    const response = await call('GET', SETTINGS_URL, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      receipts_enabled: false,
      legal_status: null,
      object: '',
      identifier: '',
      signatory_name: '',
      signatory_function: '',
      receipt_mode: 'par_don',
      articles: ['200'],
      receipt_fees: false,
      max_amount: 10000,
      suggested_amounts: [20, 50, 100],
      has_signature: false,
      association_address: '',
    });
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('GET', SETTINGS_URL)).statusCode).toBe(401);
    expect((await call('GET', SETTINGS_URL, memberCookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/donations/settings', () => {
  it('refuses receipts on while the association has no address, beside the switch', async () => {
    const response = await call('PUT', SETTINGS_URL, adminCookie, receiptSettings());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      {
        path: 'receipts_enabled',
        message:
          "Renseignez d'abord l'adresse de l'association dans ses paramètres : elle est imprimée sur les reçus",
      },
    ]);
  });

  it('saves the settings, reads them back with the association’s address, and journals what changed', async () => {
    await setAssociationAddress(t.ctx, '12 rue des Lilas\n75011 Paris');
    const before = (await journal()).length;
    const response = await call('PUT', SETTINGS_URL, adminCookie, receiptSettings());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...receiptSettings(),
      has_signature: false,
      association_address: '12 rue des Lilas\n75011 Paris',
    });
    expect((await call('GET', SETTINGS_URL, adminCookie)).json()).toMatchObject(receiptSettings());

    const entries = await journal();
    expect(entries).toHaveLength(before + 1);
    const entry = entries.at(-1);
    expect(entry?.actor_name).toBe('Alice Admin');
    expect(entry?.changes).toMatchObject({
      receipts_enabled: { before: false, after: true },
      signatory_name: { before: '', after: 'Claire Martin' },
    });

    // Saved again unchanged: nothing to journal.
    await call('PUT', SETTINGS_URL, adminCookie, receiptSettings());
    expect(await journal()).toHaveLength(before + 1);
  });

  it('asks for every mention of the CERFA once receipts are on, each beside its field', async () => {
    const response = await call(
      'PUT',
      SETTINGS_URL,
      adminCookie,
      receiptSettings({ legal_status: null, object: ' ', identifier: '', articles: [] }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'object', message: 'Requis pour émettre des reçus fiscaux' },
        { path: 'identifier', message: 'Requis pour émettre des reçus fiscaux' },
        { path: 'legal_status', message: 'Requis pour émettre des reçus fiscaux' },
        { path: 'articles', message: 'Cochez au moins un article' },
      ]),
    );
  });

  it('lets receipts off go without any mention, and refuses a maximum of 0 €', async () => {
    const off = receiptSettings({ receipts_enabled: false, object: '', identifier: '', legal_status: null });
    expect((await call('PUT', SETTINGS_URL, adminCookie, off)).statusCode).toBe(200);
    const zero = await call('PUT', SETTINGS_URL, adminCookie, { ...off, max_amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields[0]).toMatchObject({ path: 'max_amount' });
  });

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const [before] = await t.db.select().from(donationSettings);
    expect((await call('PUT', SETTINGS_URL, null, receiptSettings())).statusCode).toBe(401);
    const asMember = await call('PUT', SETTINGS_URL, memberCookie, receiptSettings({ object: 'Autre' }));
    expect(asMember.statusCode).toBe(403);
    const [after] = await t.db.select().from(donationSettings);
    expect(after).toEqual(before);
  });
});

describe('the signature image', () => {
  it('stores a PNG, shows it to the administrator, gives it to the receipts, and replaces it', async () => {
    const before = (await journal()).length;
    const response = await putSignature(
      { name: 'signature.png', type: 'image/png', data: TINY_PNG },
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().has_signature).toBe(true);
    const [row] = await t.db.select().from(donationSettings);
    const firstKey = row?.signature_key ?? '';
    expect(firstKey).toMatch(/^documents\/signature-recus-.+\.png$/);

    const shown = await call('GET', SIGNATURE_URL, adminCookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload).toEqual(TINY_PNG);
    expect((await readSignature(t.ctx))?.data).toEqual(TINY_PNG);
    expect((await journal()).at(-1)?.changes).toEqual({ signature: { before: null, after: 'image' } });
    expect(await journal()).toHaveLength(before + 1);

    // A JPEG whatever the browser says: the content decides.
    const jpeg = await putSignature({ name: 'scan.png', type: 'image/png', data: TINY_JPEG }, adminCookie);
    expect(jpeg.statusCode).toBe(200);
    const [replaced] = await t.db.select().from(donationSettings);
    expect(replaced?.signature_key).toMatch(/\.jpg$/);
    expect(await t.ctx.storage.read(firstKey)).toBeNull();
    expect((await readSignature(t.ctx))?.data).toEqual(TINY_JPEG);
    expect((await call('GET', SIGNATURE_URL, adminCookie)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not a PNG or a JPEG, whatever its name and declared type', async () => {
    const pdf = await putSignature(
      { name: 'signature.png', type: 'image/png', data: Buffer.from('%PDF-1.4 signature') },
      adminCookie,
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toMatchObject({
      code: 'FILE_TYPE',
      message: 'La signature doit être une image PNG ou JPEG',
    });
    const gif = await putSignature(
      { name: 'signature.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
      adminCookie,
    );
    expect(gif.statusCode).toBe(400);
  });

  it('refuses an image over 500 KB and keeps the one in place', async () => {
    const [before] = await t.db.select().from(donationSettings);
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(600 * 1024)]);
    const response = await putSignature({ name: 'grande.png', type: 'image/png', data: large }, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'L’image de la signature ne doit pas dépasser 500 Ko',
    });
    const [after] = await t.db.select().from(donationSettings);
    expect(after?.signature_key).toBe(before?.signature_key);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const png = { name: 'signature.png', type: 'image/png', data: TINY_PNG };
    expect((await putSignature(png)).statusCode).toBe(401);
    expect((await putSignature(png, memberCookie)).statusCode).toBe(403);
    expect((await call('GET', SIGNATURE_URL, memberCookie)).statusCode).toBe(403);
    expect((await call('DELETE', SIGNATURE_URL)).statusCode).toBe(401);
    expect((await call('DELETE', SIGNATURE_URL, memberCookie)).statusCode).toBe(403);
  });

  it('removes the image and its file; the receipts then print none', async () => {
    await putSignature({ name: 'signature.png', type: 'image/png', data: TINY_PNG }, adminCookie);
    const [row] = await t.db.select().from(donationSettings);
    const response = await call('DELETE', SIGNATURE_URL, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().has_signature).toBe(false);
    expect(await t.ctx.storage.read(row?.signature_key ?? '')).toBeNull();
    expect(await readSignature(t.ctx)).toBeNull();
    expect((await call('GET', SIGNATURE_URL, adminCookie)).statusCode).toBe(404);
    expect((await journal()).at(-1)?.changes).toEqual({ signature: { before: 'image', after: null } });
  });
});
