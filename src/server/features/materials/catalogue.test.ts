import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../../domain/materials.ts';
import { materialLoans, materials } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
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
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db);
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
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
  const names = (page: { items: { name: string }[] }) => page.items.map((material) => material.name);

  it('pages equipment by name with its category, for a member', async () => {
    const category = await createCategory(t.db, { name: 'Son', icon: 'Mic' });
    const zoom = await createMaterial(t.db, { name: '0 AAA Zoom H5', category_id: category.id });
    await createMaterial(t.db, { name: '0 AAB Perche' });
    await createMaterial(t.db, { name: 'ZZZ Trépied' });
    const response = await call('GET', '/api/materials?pageSize=2', memberCookie);
    expect(response.statusCode).toBe(200);
    const first = response.json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toEqual([
      {
        id: zoom.id,
        name: '0 AAA Zoom H5',
        description: 'Enregistreur numérique Zoom H5',
        image_url: null,
        category_id: category.id,
        category: { id: category.id, name: 'Son', icon: 'Mic' },
        total_quantity: 5,
        available_quantity: 5,
        default_state: null,
      },
      expect.objectContaining({ name: '0 AAB Perche' }),
    ]);
    const last = await call(
      'GET',
      `/api/materials?pageSize=2&page=${Math.ceil(first.total / 2)}`,
      memberCookie,
    );
    expect(names(last.json()).at(-1)).toBe('ZZZ Trépied');
  });

  it('searches the name and the description in any case, within a category', async () => {
    const unique = crypto.randomUUID().slice(0, 8);
    const sound = await createCategory(t.db);
    const inName = await createMaterial(t.db, { name: `Micro ${unique}`, category_id: sound.id });
    const inDescription = await createMaterial(t.db, { description: `Bonnette anti-vent ${unique}` });
    const search = async (query: string) => {
      const response = await call('GET', `/api/materials?${query}`, memberCookie);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((material: { id: string }) => material.id);
    };
    expect(await search(`search=MICRO%20${unique}`)).toEqual([inName.id]);
    expect(await search(`search=anti-VENT%20${unique}`)).toEqual([inDescription.id]);
    expect(await search(`search=${unique}&category_id=${sound.id}`)).toEqual([inName.id]);
    expect(await search(`category_id=${sound.id}`)).toEqual([inName.id]);
    expect(await search(`search=_${unique}`)).toEqual([]);
  });

  it('answers 400 for a page size above the bound or a malformed category', async () => {
    const tooBig = await call('GET', `/api/materials?pageSize=${CATALOGUE_PAGE_SIZE + 1}`, memberCookie);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields[0].path).toBe('pageSize');
    const category = await call('GET', '/api/materials?category_id=son', memberCookie);
    expect(category.statusCode).toBe(400);
    expect(category.json().error.message).toBe('Catégorie inconnue');
  });

  it('keeps a page under 100 KB with every text at its limit', async () => {
    const category = await createCategory(t.db, { name: 'é'.repeat(100) });
    const text = (length: number) => 'Caméscope HD, trépied, bonnette. '.repeat(length).slice(0, length);
    for (let index = 0; index < CATALOGUE_PAGE_SIZE + 3; index += 1) {
      await createMaterial(t.db, {
        name: text(150),
        description: text(2000),
        image_url: `https://exemple.fr/${'i'.repeat(1980)}`,
        default_state: text(200),
        category_id: category.id,
      });
    }
    const response = await call('GET', `/api/materials?category_id=${category.id}`, memberCookie);
    expect(response.json()).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 3, pageSize: CATALOGUE_PAGE_SIZE });
    expect(response.json().items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100 * 1024);
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
      expect(response.json().error.fields, message).toContainEqual({ path: Object.keys(change)[0], message });
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
