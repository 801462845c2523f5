import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialLoans, materials } from '../../db/schema.ts';
import { createAdmin, createMember, signIn } from '../../testing/factories.ts';
import { apiCaller, createCategory, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { TINY_PNG } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberCookie: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signIn(t.app, t.db, await createAdmin(t.db));
  const member = await createMember(t.db);
  memberId = member.id;
  memberCookie = await signIn(t.app, t.db, member);
});
afterAll(() => t.close());

async function validInput() {
  const category = await createCategory(t.db, { icon: 'Camera' });
  return {
    name: 'Caméra Sony',
    description: 'Caméscope HD',
    category_id: category.id,
    total_quantity: 3,
    available_quantity: 2,
    default_state: 'Bon état',
    image_url: 'https://exemple.fr/camera.jpg',
  };
}

describe('GET /api/materials', () => {
  it('lists equipment by name with its category, for a member', async () => {
    const category = await createCategory(t.db, { name: 'Son', icon: 'Mic' });
    const zoom = await createMaterial(t.db, { name: 'AAA Zoom H5', category_id: category.id });
    await createMaterial(t.db, { name: 'ZZZ Trépied' });
    const response = await call('GET', '/api/materials', memberCookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list[0]).toEqual({
      id: zoom.id,
      name: 'AAA Zoom H5',
      description: 'Enregistreur numérique Zoom H5',
      image_url: null,
      category_id: category.id,
      category: { id: category.id, name: 'Son', icon: 'Mic' },
      total_quantity: 5,
      available_quantity: 5,
      default_state: null,
    });
    expect(list.at(-1).name).toBe('ZZZ Trépied');
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/materials')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/materials', () => {
  it('adds equipment', async () => {
    const input = await validInput();
    const response = await call('POST', '/api/admin/materials', adminCookie, input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...input, category: { icon: 'Camera' } });
  });

  it('answers 400 for each broken rule of the form', async () => {
    const input = await validInput();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Le nom est requis'],
      [{ category_id: '' }, 'La catégorie est requise'],
      [{ total_quantity: 0 }, 'La quantité totale doit être au moins 1'],
      [{ available_quantity: -1 }, 'La quantité disponible doit être comprise entre 0 et la quantité totale'],
      [{ available_quantity: 4 }, 'La quantité disponible doit être comprise entre 0 et la quantité totale'],
      [{ image_url: 'javascript:alert(1)' }, "L'image doit être une adresse web (https://…)"],
      [{ category_id: crypto.randomUUID() }, 'La catégorie est requise'],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', '/api/admin/materials', adminCookie, { ...input, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('answers 401 signed out and 403 to a member', async () => {
    const input = await validInput();
    expect((await call('POST', '/api/admin/materials', undefined, input)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/materials', memberCookie, input)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/materials/:id', () => {
  it('updates the equipment and its quantities', async () => {
    const material = await createMaterial(t.db);
    const input = await validInput();
    const response = await call('PUT', `/api/admin/materials/${material.id}`, adminCookie, input);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row).toMatchObject({ name: 'Caméra Sony', total_quantity: 3, available_quantity: 2 });
  });

  it('answers 400, 404, 401 and 403', async () => {
    const material = await createMaterial(t.db);
    const input = await validInput();
    const url = `/api/admin/materials/${material.id}`;
    expect((await call('PUT', url, adminCookie, { ...input, total_quantity: 'trois' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/materials/${crypto.randomUUID()}`, adminCookie, input)).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, undefined, input)).statusCode).toBe(401);
    expect((await call('PUT', url, memberCookie, input)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/materials/:id', () => {
  it('deletes equipment along with its closed loans', async () => {
    const material = await createMaterial(t.db);
    await createLoan(t.db, { userId: memberId, materialId: material.id, status: 'Retourné - RAS' });
    const response = await call('DELETE', `/api/admin/materials/${material.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(materials).where(eq(materials.id, material.id))).toHaveLength(0);
    expect(
      await t.db.select().from(materialLoans).where(eq(materialLoans.material_id, material.id)),
    ).toHaveLength(0);
  });

  it('refuses while a loan is open', async () => {
    const material = await createMaterial(t.db);
    await createLoan(t.db, { userId: memberId, materialId: material.id, status: 'Retiré' });
    const response = await call('DELETE', `/api/admin/materials/${material.id}`, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Ce matériel a des emprunts en cours : il ne peut pas être supprimé tant qu’ils ne sont pas clos',
    );
    expect(await t.db.select().from(materials).where(eq(materials.id, material.id))).toHaveLength(1);
  });

  it('answers 400, 404, 401 and 403', async () => {
    const material = await createMaterial(t.db);
    const url = `/api/admin/materials/${material.id}`;
    expect((await call('DELETE', '/api/admin/materials/x', adminCookie)).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/admin/materials/${crypto.randomUUID()}`, adminCookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, memberCookie)).statusCode).toBe(403);
  });
});

/** A multipart body as a browser's FormData sends it. */
async function imageForm(name: string, type: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe('POST /api/admin/materials/image', () => {
  const upload = async (cookie: string | undefined, name: string, type: string, data = TINY_PNG) => {
    const form = await imageForm(name, type, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/materials/image',
      payload: form.payload,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    });
  };

  it('stores an image under materials/ and gives its public address', async () => {
    const response = await upload(adminCookie, 'trepied.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/files\/public\/materials\/\d+-[0-9a-f]{8}\.png$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(TINY_PNG);
  });

  it('refuses what is not an image, and a request without a file', async () => {
    const pdf = await upload(adminCookie, 'notice.pdf', 'application/pdf', Buffer.from('%PDF-1.4 notice'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('Seules les images (JPEG, PNG, WebP, GIF) sont acceptées');
    const none = await call('POST', '/api/admin/materials/image', adminCookie, {});
    expect(none.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await upload(undefined, 'a.png', 'image/png')).statusCode).toBe(401);
    expect((await upload(memberCookie, 'a.png', 'image/png')).statusCode).toBe(403);
  });
});
