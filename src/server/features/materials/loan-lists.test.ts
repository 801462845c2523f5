import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOANS_PAGE_SIZE, type LoanStatus } from '../../../domain/materials.ts';
import { materialLoans, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { apiCaller, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let member: TestUser;
let memberCookie: string;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  member = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  memberCookie = await signedInAs(t.ctx, member);
  other = await createMember(t.db, { prenom: 'Émile', nom: 'Zola' });
});
afterAll(() => t.close());

type ListedLoan = { id: string; status: LoanStatus; material: { name: string }; member?: { id: string } };

async function list(url: string, cookie: string) {
  const response = await call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ListedLoan[]; total: number; page: number; pageSize: number };
}

const ids = (page: { items: ListedLoan[] }) => page.items.map((loan) => loan.id);

/** Loans of one member on one piece of equipment, a day apart, the first one the oldest. */
async function loansOver(days: number, options: { userId: string; materialName?: string; year?: number }) {
  const material = await createMaterial(t.db, { name: options.materialName ?? `Perche ${randomUUID()}` });
  const loans = [];
  for (let day = 1; day <= days; day += 1) {
    const createdAt = new Date(Date.UTC(options.year ?? 2026, 0, day));
    loans.push(await createLoan(t.db, { userId: options.userId, materialId: material.id, createdAt }));
  }
  return { material, loans };
}

describe('GET /api/material-loans/mine', () => {
  it("pages the member's own loans, newest first, without who asked", async () => {
    const owner = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, owner);
    const { loans } = await loansOver(3, { userId: owner.id });
    await loansOver(2, { userId: other.id });

    const first = await list('/api/material-loans/mine?pageSize=2', cookie);
    expect(first).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([loans[2]?.id, loans[1]?.id]);
    expect(first.items[0]).not.toHaveProperty('member');
    const second = await list('/api/material-loans/mine?pageSize=2&page=2', cookie);
    expect(ids(second)).toEqual([loans[0]?.id]);
  });

  it("never shows another member's loans, whatever the query says", async () => {
    const { loans } = await loansOver(2, { userId: other.id });
    const page = await list(`/api/material-loans/mine?userId=${other.id}&user_id=${other.id}`, memberCookie);
    for (const loan of loans) expect(ids(page)).not.toContain(loan.id);
  });

  it('filters by status on the server', async () => {
    const owner = await createMember(t.db);
    const material = await createMaterial(t.db);
    const confirmed = await createLoan(t.db, {
      userId: owner.id,
      materialId: material.id,
      status: 'Confirmé',
    });
    await createLoan(t.db, { userId: owner.id, materialId: material.id, status: 'En attente' });
    const cookie = await signedInAs(t.ctx, owner);
    const page = await list(`/api/material-loans/mine?status=${encodeURIComponent('Confirmé')}`, cookie);
    expect(page.total).toBe(1);
    expect(ids(page)).toEqual([confirmed.id]);
  });

  it('answers 400 for a page size above the bound or an unknown status, and 401 signed out', async () => {
    const tooBig = await call(
      'GET',
      `/api/material-loans/mine?pageSize=${LOANS_PAGE_SIZE + 1}`,
      memberCookie,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields[0].path).toBe('pageSize');
    const unknown = await call('GET', '/api/material-loans/mine?status=Perdu', memberCookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Statut inconnu');
    expect((await call('GET', '/api/material-loans/mine')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/material-loans', () => {
  it('pages every loan newest first, with the member and the equipment', async () => {
    // Created "in the future", so that they are the newest of the whole table.
    const { material, loans } = await loansOver(3, { userId: member.id, year: 2099 });
    const first = await list('/api/admin/material-loans?pageSize=2', adminCookie);
    expect(first.pageSize).toBe(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(ids(first)).toEqual([loans[2]?.id, loans[1]?.id]);
    expect(first.items[0]).toMatchObject({
      material: { id: material.id, name: material.name },
      member: { id: member.id, prenom: 'Jeanne', nom: 'Petit', email: member.email },
    });
    expect(ids(await list('/api/admin/material-loans?pageSize=2&page=2', adminCookie))[0]).toBe(loans[0]?.id);
  });

  it('filters by status on the server', async () => {
    const material = await createMaterial(t.db, { name: `Trépied ${randomUUID()}` });
    const withdrawn = await createLoan(t.db, {
      userId: member.id,
      materialId: material.id,
      status: 'Retiré',
    });
    await createLoan(t.db, { userId: member.id, materialId: material.id, status: 'En attente' });
    const page = await list(`/api/admin/material-loans?status=${encodeURIComponent('Retiré')}`, adminCookie);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((loan) => loan.status === 'Retiré')).toBe(true);
    const search = encodeURIComponent(material.name);
    const both = await list(`/api/admin/material-loans?status=Retir%C3%A9&search=${search}`, adminCookie);
    expect(ids(both)).toEqual([withdrawn.id]);
  });

  it("searches on the member's name and email (accents aside) and the material's name, in any case", async () => {
    const unique = randomUUID().slice(0, 8);
    const searched = await createMember(t.db, { prenom: 'Bérénice', nom: `Lavoisier${unique}` });
    const byMember = (await loansOver(1, { userId: searched.id })).loans[0];
    const byMaterial = (await loansOver(1, { userId: member.id, materialName: `Micro HF ${unique}` }))
      .loans[0];
    const search = async (text: string) =>
      ids(await list(`/api/admin/material-loans?search=${encodeURIComponent(text)}`, adminCookie));

    expect(await search(`lavoisier${unique}`)).toEqual([byMember?.id]);
    expect(await search(`Bérénice LAVOISIER${unique}`)).toEqual([byMember?.id]);
    expect(await search(`Lavoisier${unique} Bérénice`)).toEqual([byMember?.id]);
    expect(await search(`berenice lavoisier${unique}`)).toEqual([byMember?.id]);
    expect(await search(searched.email.toUpperCase())).toEqual([byMember?.id]);
    expect(await search(`micro hf ${unique}`)).toEqual([byMaterial?.id]);
    expect(await search(`${unique}%`)).toEqual([]);
    expect(await search(`Inconnu ${unique}`)).toEqual([]);
  });

  it('finds the loans of a search that many members match', async () => {
    const unique = randomUUID().slice(0, 8);
    const namesakes = Array.from({ length: 600 }, (_, index) => ({
      id: randomUUID(),
      name: `Homonyme ${index}`,
      email: `homonyme-${index}-${unique}@exemple.fr`,
      prenom: 'Homonyme',
      nom: `Durand${unique}`,
    }));
    await t.db.insert(users).values(namesakes);
    const { loans } = await loansOver(2, { userId: namesakes[599]?.id ?? '', year: 2098 });
    const page = await list(`/api/admin/material-loans?search=durand${unique}`, adminCookie);
    expect(ids(page)).toEqual([loans[1]?.id, loans[0]?.id]);
  });

  it('answers 400 for a page size above the bound or an unknown status', async () => {
    const tooBig = await call(
      'GET',
      `/api/admin/material-loans?pageSize=${LOANS_PAGE_SIZE + 1}`,
      adminCookie,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields[0].path).toBe('pageSize');
    expect((await call('GET', '/api/admin/material-loans?status=Perdu', adminCookie)).statusCode).toBe(400);
    const tooLong = await call('GET', `/api/admin/material-loans?search=${'a'.repeat(101)}`, adminCookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Recherche trop longue');
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/material-loans')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/material-loans', memberCookie)).statusCode).toBe(403);
  });
});

/** French text of exactly `length` characters, as a form at its limit would hold. */
const frenchText = (length: number) =>
  'Souvenirs partagés à la résidence, entretiens filmés et projection. '.repeat(length).slice(0, length);

describe('the size of a page of loans', () => {
  it('stays under 100 KB with 300 loans in the table, every text at its limit', async () => {
    const holder = await createMember(t.db, {
      prenom: frenchText(100),
      nom: frenchText(100),
      email: `${'m'.repeat(64)}@${'association-des-souvenirs-partages.'.repeat(4)}fr`,
    });
    const material = await createMaterial(t.db, { name: frenchText(150) });
    await t.db.insert(materialLoans).values(
      Array.from({ length: 300 }, () => ({
        user_id: holder.id,
        material_id: material.id,
        quantity: 1,
        start_date: new Date('2030-05-01T08:00:00Z'),
        end_date: new Date('2030-05-03T18:00:00Z'),
        usage_context: frenchText(1000),
        status: 'Retourné - Défaut' as const,
        return_state: 'Retourné',
        return_notes: frenchText(2000),
      })),
    );

    const status = encodeURIComponent('Retourné - Défaut');
    const admin = await call('GET', `/api/admin/material-loans?status=${status}`, adminCookie);
    expect(admin.json().total).toBe(300);
    expect(admin.json().items).toHaveLength(LOANS_PAGE_SIZE);
    expect(Buffer.byteLength(admin.body)).toBeLessThan(100 * 1024);

    const mine = await call('GET', '/api/material-loans/mine', await signedInAs(t.ctx, holder));
    expect(mine.json()).toMatchObject({ total: 300, pageSize: LOANS_PAGE_SIZE });
    expect(mine.json().items).toHaveLength(LOANS_PAGE_SIZE);
    expect(Buffer.byteLength(mine.body)).toBeLessThan(100 * 1024);
  });
});
