import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, addHouseholdMembership } from '../../testing/members-factories.ts';
import { createHouseholdOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const family = `Lefèvre${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  const upToDate = await createMember(t.db, { prenom: 'Hélène', nom: family, ville: 'Besançon' });
  await addAdhesion(t.db, upToDate.id, { montant_cents: 750, startedDaysAgo: 30 });
  const lapsed = await createMember(t.db, { prenom: 'Éloïse', nom: family });
  await addAdhesion(t.db, lapsed.id, { startedDaysAgo: 400 });
  const waiting = await createMember(t.db, { prenom: 'Noël', nom: family });
  await addAdhesion(t.db, waiting.id, { statut: 'pending', startedDaysAgo: 1 });
  await createMember(t.db, { prenom: 'Zoé', nom: family });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const exportOf = (statut: string) =>
  get(`/api/admin/users/export?statut=${statut}&search=${encodeURIComponent(family)}`, adminCookie);
const lines = (body: string) => body.trim().split('\r\n');
/** More than two pages of the export's reading. */
const LARGE_EXPORT = 2_500;

describe('GET /api/admin/users/export', () => {
  it('writes a CSV for French Excel: BOM, `;`, accents, French dates and amounts', async () => {
    const response = await exportOf('a_jour');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="adherents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row, ...rest] = lines(response.body.slice(1));
    expect(header).toMatch(
      /^"Prénom";"Nom";"Email";"Téléphone";"Adresse";"Code postal";"Ville";"Type d’adhésion"/,
    );
    expect(row).toMatch(
      new RegExp(
        `^"Hélène";"${family}";"[^"]+";"";"";"";"Besançon";"Membre Ordinaire";"Membre";"7,50";"\\d{2}/\\d{2}/\\d{4}";`,
      ),
    );
    expect(row).toContain('"Active"');
    expect(rest).toEqual([]);
  });

  it('names the offer in « Type d’adhésion », as the import reads it back, and a household’s payer', async () => {
    const household = await createHouseholdOffer(t.db);
    const house = `Maison${Math.random().toString(36).slice(2, 6)}`;
    const payer = await createMember(t.db, { prenom: 'Paul', nom: house });
    const paid = await addAdhesion(t.db, payer.id, { offer_id: household.id, montant_cents: 1500 });
    const child = await createMember(t.db, { prenom: 'Léa', nom: house });
    await addHouseholdMembership(t.db, paid, child.id);
    const response = await get(`/api/admin/users/export?statut=tous&search=${house}`, adminCookie);
    const [header, ...rows] = lines(response.body.slice(1));
    expect(header?.endsWith('"Inscrit le";"Foyer réglé par"')).toBe(true);
    const byName = (prenom: string) => rows.find((row) => row.startsWith(`"${prenom}"`));
    expect(byName('Léa')).toContain('"Foyer (jusqu’à 4 personnes)";"Membre";"0,00"');
    expect(byName('Léa')?.endsWith(`"Paul ${house}"`)).toBe(true);
    expect(byName('Paul')).toContain('"Foyer (jusqu’à 4 personnes)";"Membre";"15,00"');
    expect(byName('Paul')?.endsWith(';""')).toBe(true);
  });

  it('writes the last day covered as the end, and the import reads it back to the same membership', async () => {
    const season = `Saison${Math.random().toString(36).slice(2, 6)}`;
    const member = await createMember(t.db, { prenom: 'Inès', nom: season });
    await t.db.insert(adhesions).values({
      user_id: member.id,
      montant_cents: 750,
      date_debut: '2026-09-01',
      date_fin: '2027-09-01',
      statut: 'active',
      mode_paiement: 'Chèque',
    });
    const response = await get(`/api/admin/users/export?statut=tous&search=${season}`, adminCookie);
    const [, row] = lines(response.body.slice(1));
    expect(row).toContain('"Membre Ordinaire";"Membre";"7,50";"01/09/2026";"31/08/2027";"Chèque"');
  });

  it('filters like the list: à jour, en attente, expirée, tous', async () => {
    const names = async (statut: string) =>
      lines((await exportOf(statut)).body)
        .slice(1)
        .map((line) => line.split(';')[0]);
    expect(await names('en_attente')).toEqual(['"Noël"']);
    expect(await names('expiree')).toEqual(['"Éloïse"']);
    expect((await names('tous')).sort()).toEqual(['"Hélène"', '"Noël"', '"Zoé"', '"Éloïse"']);
  });

  it('keeps a formula typed as a name from running in the spreadsheet', async () => {
    await createMember(t.db, { prenom: '=HYPERLINK("http://pirate")', nom: family });
    expect((await exportOf('tous')).body).toContain(`"'=HYPERLINK(""http://pirate"")"`);
  });

  it('reads the register page after page, every member once, even when they share one instant', async () => {
    const crowd = `Foule${Math.random().toString(36).slice(2, 6)}`;
    await t.db.insert(users).values(
      Array.from({ length: 1200 }, (_, index) => ({
        id: randomUUID(),
        name: `M${index} ${crowd}`,
        email: `m${index}-${crowd.toLowerCase()}@exemple.fr`,
        prenom: `M${index}`,
        nom: crowd,
      })),
    );
    const response = await get(`/api/admin/users/export?search=${crowd}`, adminCookie);
    const emails = lines(response.body)
      .slice(1)
      .map((line) => line.split(';')[2]);
    expect(emails).toHaveLength(1200);
    expect(new Set(emails).size).toBe(1200);
  });

  it('streams a large export complete, in the register’s order, the same bytes compressed or not', async () => {
    const crowd = `Grande${Math.random().toString(36).slice(2, 6)}`;
    // One statement; a minute apart, so that the register's order (newest first) is known.
    await t.db.execute(sql`insert into users (id, name, email, prenom, nom, is_active, created_at)
      select gen_random_uuid(), 'Membre', 'g' || n || '-' || ${crowd.toLowerCase()} || '@exemple.fr',
        'M' || n, ${crowd}, true, now() - n * interval '1 minute'
      from generate_series(1, ${LARGE_EXPORT}::integer) as n`);
    const url = `/api/admin/users/export?search=${crowd}`;
    const plain = await t.app.inject({
      url,
      headers: { cookie: adminCookie, 'accept-encoding': 'identity' },
    });
    const emails = lines(plain.body)
      .slice(1)
      .map((line) => line.split(';')[2]);
    expect(emails).toEqual(
      Array.from({ length: LARGE_EXPORT }, (_, index) => `"g${index + 1}-${crowd.toLowerCase()}@exemple.fr"`),
    );
    for (const encoding of ['gzip', 'br']) {
      const compressed = await t.app.inject({
        url,
        headers: { cookie: adminCookie, 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const decoded =
        encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(decoded.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('refuses an unknown filter, and answers 401 signed out and 403 to a member', async () => {
    const wrong = await get('/api/admin/users/export?statut=partout', adminCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Filtre invalide');
    expect((await get('/api/admin/users/export')).statusCode).toBe(401);
    expect((await get('/api/admin/users/export', memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users?statut=', () => {
  it('pages the register filtered by membership', async () => {
    const response = await get(
      `/api/admin/users?statut=a_jour&search=${encodeURIComponent(family)}`,
      adminCookie,
    );
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ prenom: 'Hélène', adhesion: { statut: 'active' } }],
    });
  });
});
