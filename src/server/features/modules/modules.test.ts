import { and, eq } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_MODULES_ON, type ModuleName, type ModuleSwitches } from '../../../domain/modules.ts';
import { auditLog } from '../../db/schema.ts';
import { createDossierRow } from '../../testing/dossiers-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createMaterial } from '../../testing/materials-factories.ts';
import { structureInput } from '../../testing/structures-factories.ts';
import { createSecondTestApp, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ofModule, registerModuleGuard } from './module-guard.ts';

let t: TestApp;
let adminId: string;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminId = admin.id;
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const saveModules = (payload: object, cookie: string | null = adminCookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/modules',
    payload,
    headers: cookie ? { cookie } : {},
  });

async function switchModules(switches: Partial<ModuleSwitches>) {
  const response = await saveModules({ ...ALL_MODULES_ON, ...switches });
  expect(response.statusCode).toBe(200);
}

describe('the module switches', () => {
  beforeEach(() => switchModules({}));

  it('are all on until an administrator switches one off, and the association says which', async () => {
    const current = await t.app.inject({ url: '/api/admin/modules', headers: { cookie: adminCookie } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(ALL_MODULES_ON);

    const saved = await saveModules({ ...ALL_MODULES_ON, materials: false, souvenir: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...ALL_MODULES_ON, materials: false, souvenir: false });
    const association = await t.app.inject({ url: '/api/association' });
    expect(association.json().modules).toEqual({ ...ALL_MODULES_ON, materials: false, souvenir: false });
  });

  it('refuses a missing or non-boolean switch with the message beside it', async () => {
    const { materials: _missing, ...withoutMaterials } = ALL_MODULES_ON;
    const response = await saveModules({ ...withoutMaterials, dossiers: 'non' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'dossiers', message: 'Choix invalide' },
        { path: 'materials', message: 'Choix invalide' },
      ]),
    );
    expect((await t.app.inject({ url: '/api/association' })).json().modules).toEqual(ALL_MODULES_ON);
  });

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const off = { ...ALL_MODULES_ON, structures: false };
    expect((await saveModules(off, null)).statusCode).toBe(401);
    expect((await saveModules(off, memberCookie)).statusCode).toBe(403);
    const read = await t.app.inject({ url: '/api/admin/modules', headers: { cookie: memberCookie } });
    expect(read.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/association' })).json().modules.structures).toBe(true);
  });

  it('journals each switch that changed, by the administrator, and nothing when none did', async () => {
    await switchModules({ dossiers: false, comparator: false });
    await switchModules({ dossiers: true, comparator: false });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'modules.update'), eq(auditLog.actor_id, adminId)));
    const changes = lines.map((line) => line.changes);
    expect(changes).toContainEqual({
      module_dossiers: { before: true, after: false },
      module_comparator: { before: true, after: false },
    });
    expect(changes).toContainEqual({ module_dossiers: { before: false, after: true } });
    const count = lines.length;
    await switchModules({});
    await switchModules({});
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'modules.update'));
    // Back on: one line for the comparator; saving again without a change writes none.
    expect(after.length).toBe(count + 1);
  });
});

type ModuleCase = {
  module: ModuleName;
  member: () => Promise<InjectOptions>;
  admin: () => Promise<InjectOptions>;
};

const MODULE_CASES: ModuleCase[] = [
  {
    module: 'structures',
    member: async () => ({ url: '/api/structures' }),
    admin: async () => ({ method: 'POST', url: '/api/structures', payload: structureInput() }),
  },
  {
    module: 'dossiers',
    member: async () => ({ url: '/api/dossiers' }),
    admin: async () => ({
      method: 'DELETE',
      url: `/api/dossiers/${(await createDossierRow(t.db, null)).id}`,
    }),
  },
  {
    module: 'questions',
    member: async () => ({ url: '/api/questions/random' }),
    admin: async () => ({ url: '/api/questions' }),
  },
  {
    module: 'materials',
    member: async () => ({ url: '/api/material-loans/mine' }),
    admin: async () => ({
      method: 'DELETE',
      url: `/api/admin/materials/${(await createMaterial(t.db)).id}`,
    }),
  },
];

const send = (request: InjectOptions, cookie?: string, app = t) =>
  app.app.inject({ ...request, headers: cookie ? { cookie } : {} });

/** What an address the server does not know answers. */
const unknownRoute = (request: InjectOptions) => ({
  error: {
    code: 'NOT_FOUND',
    message: `Route inconnue : ${request.method ?? 'GET'} ${String(request.url).split('?')[0]}`,
  },
});

describe.each(MODULE_CASES)('the $module module', ({ module, member, admin }) => {
  beforeEach(() => switchModules({}));

  it('answers its member and admin routes while on', async () => {
    expect((await send(await member(), memberCookie)).statusCode).toBe(200);
    expect((await send(await admin(), adminCookie)).statusCode).toBeLessThan(300);
  });

  it('answers as an unknown address to everyone while off, and again when switched back on', async () => {
    await switchModules({ [module]: false });
    const memberRequest = await member();
    const adminRequest = await admin();
    for (const [request, cookie] of [
      [memberRequest, memberCookie],
      [adminRequest, adminCookie],
      [memberRequest, undefined],
      [adminRequest, memberCookie],
    ] as const) {
      const response = await send(request, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute(request));
    }
    await switchModules({ [module]: true });
    expect((await send(memberRequest, memberCookie)).statusCode).toBe(200);
    expect((await send(adminRequest, adminCookie)).statusCode).toBeLessThan(300);
  });
});

describe('a switch turned through one process', () => {
  it('closes and reopens the module on another process at once', async () => {
    const other = await createSecondTestApp(t);
    try {
      const otherMember = await signedInAs(other.ctx, await createMember(other.db));
      const request = { url: '/api/structures' };
      expect((await send(request, otherMember, other)).statusCode).toBe(200);
      await switchModules({ structures: false });
      expect((await send(request, otherMember, other)).statusCode).toBe(404);
      expect((await other.app.inject({ url: '/api/association' })).json().modules.structures).toBe(false);
      await switchModules({ structures: true });
      expect((await send(request, otherMember, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the registration of routes', () => {
  const handler = async () => ({});

  it('stops the start-up on a route of a module that does not name it', () => {
    const app = Fastify();
    const registerFeatures = registerModuleGuard(app, t.ctx);
    expect(() =>
      registerFeatures([
        ofModule('materials', (scope) => {
          scope.get('/api/materials/new', { config: { role: 'member' } }, handler);
        }),
      ]),
    ).toThrow('route GET /api/materials/new declares no module (materials)');
  });

  it('stops the start-up on a route that names a module outside of it', () => {
    const app = Fastify();
    const registerFeatures = registerModuleGuard(app, t.ctx);
    expect(() =>
      registerFeatures([
        (scope) => scope.get('/api/elsewhere', { config: { role: 'member', module: 'dossiers' } }, handler),
      ]),
    ).toThrow('route GET /api/elsewhere declares module dossiers outside its feature');
  });
});
