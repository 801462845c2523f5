import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialCategories } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller, createCategory, createMaterial } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

describe('GET /api/material-categories', () => {
  it('lists categories by name for a member', async () => {
    await createCategory(t.db, { name: 'Zz Projecteurs' });
    await createCategory(t.db, { name: 'Aa Audio', icon: 'Mic', description: 'Micros' });
    const response = await call('GET', '/api/material-categories', memberCookie);
    expect(response.statusCode).toBe(200);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names.indexOf('Aa Audio')).toBeLessThan(names.indexOf('Zz Projecteurs'));
    expect(response.json()[names.indexOf('Aa Audio')]).toEqual({
      id: expect.any(String),
      name: 'Aa Audio',
      description: 'Micros',
      icon: 'Mic',
    });
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/material-categories')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/material-categories', () => {
  it('creates a category with the Folder icon by default', async () => {
    const response = await call('POST', '/api/admin/material-categories', adminCookie, {
      name: '  Vidéo ',
      description: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Vidéo', description: null, icon: 'Folder' });
  });

  it('answers 400 without a name or with an unknown icon', async () => {
    const noName = await call('POST', '/api/admin/material-categories', adminCookie, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe('Le nom est requis');
    const badIcon = await call('POST', '/api/admin/material-categories', adminCookie, {
      name: 'Drones',
      icon: 'Plane',
    });
    expect(badIcon.statusCode).toBe(400);
  });

  it('answers 409 for a name already taken', async () => {
    await createCategory(t.db, { name: 'Photo' });
    const response = await call('POST', '/api/admin/material-categories', adminCookie, { name: 'Photo' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Une catégorie porte déjà ce nom');
  });

  it('answers 409 for the same name in another case or without its accents, naming the field', async () => {
    await createCategory(t.db, { name: 'Cuisine équipée' });
    for (const name of ['cuisine équipée', 'CUISINE EQUIPEE', 'Cuisiné Équipée']) {
      const response = await call('POST', '/api/admin/material-categories', adminCookie, { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: 'Une catégorie porte déjà ce nom',
        fields: [{ path: 'name', message: 'Une catégorie porte déjà ce nom' }],
      });
    }
    const renamed = await createCategory(t.db, { name: 'Sonorisation' });
    const response = await call('PUT', `/api/admin/material-categories/${renamed.id}`, adminCookie, {
      name: 'cuisine equipee',
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('POST', '/api/admin/material-categories', undefined, { name: 'X' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/admin/material-categories', memberCookie, { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/admin/material-categories/:id', () => {
  it('updates name, description and icon', async () => {
    const category = await createCategory(t.db);
    const response = await call('PUT', `/api/admin/material-categories/${category.id}`, adminCookie, {
      name: 'Casques audio',
      description: 'Pour le montage',
      icon: 'Headphones',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(materialCategories).where(eq(materialCategories.id, category.id));
    expect(row).toMatchObject({ name: 'Casques audio', description: 'Pour le montage', icon: 'Headphones' });
  });

  it('answers 400 without a name, 404 for an unknown one, 403 to a member', async () => {
    const category = await createCategory(t.db);
    const url = `/api/admin/material-categories/${category.id}`;
    expect((await call('PUT', url, adminCookie, { name: '' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/material-categories/${crypto.randomUUID()}`, adminCookie, { name: 'A' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', url, memberCookie, { name: 'A' })).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, { name: 'A' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/material-categories/:id', () => {
  it('deletes an unused category', async () => {
    const category = await createCategory(t.db);
    const response = await call('DELETE', `/api/admin/material-categories/${category.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(materialCategories).where(eq(materialCategories.id, category.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses while equipment uses it', async () => {
    const material = await createMaterial(t.db);
    const response = await call(
      'DELETE',
      `/api/admin/material-categories/${material.category_id}`,
      adminCookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Cette catégorie est utilisée par du matériel : elle ne peut pas être supprimée',
    );
  });

  it('answers 400 for a bad id, 401 signed out and 403 to a member', async () => {
    const category = await createCategory(t.db);
    const url = `/api/admin/material-categories/${category.id}`;
    expect((await call('DELETE', '/api/admin/material-categories/abc', adminCookie)).statusCode).toBe(400);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, memberCookie)).statusCode).toBe(403);
  });
});
