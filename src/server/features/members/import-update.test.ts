import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDayCovered } from '../../../domain/members.ts';
import { adhesions, auditLog, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { eraseAccount } from '../privacy/erasure.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function send(url: string, file: Buffer | string, fields: Record<string, string> = {}) {
  const { payload, headers } = await multipartPayload(fields, {
    name: 'adherents.csv',
    type: 'text/csv',
    data: file,
  });
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: adminCookie } });
}
const preview = (file: Buffer | string) => send('/api/admin/users/import/preview', file);
const confirmUpdate = (file: Buffer | string) =>
  send('/api/admin/users/import', file, { duplicates: 'update' });

const HEADER = 'Prénom;Nom;Email;Téléphone;Adresse;Statut membre;Montant;Date de début;Mode de paiement';
const journalOf = (id: string) =>
  t.db
    .select({ action: auditLog.action, label: auditLog.target_label, changes: auditLog.changes })
    .from(auditLog)
    .where(eq(auditLog.target_id, id));

describe('an export imported again', () => {
  it('gives back every column as it was, formula guards removed, and changes nothing', async () => {
    const family = `Rondeau${unique()}`;
    const member = await createMember(t.db, {
      prenom: '@Zoé',
      nom: `=${family}`,
      telephone: '+33 1 23 45 67 89',
      adresse: '-12 rue des Lilas',
      code_postal: '69001',
      ville: 'Lyon',
      statut_membre: 'Membre Actif',
      fonction: 'Trésorier(e)',
    });
    const membership = await addAdhesion(t.db, member.id, { type: 'premium', montant_cents: 1500 });
    const exported = await t.app.inject({
      url: `/api/admin/users/export?search=${family}`,
      headers: { cookie: adminCookie },
    });
    expect(exported.body).toContain('"\'+33 1 23 45 67 89"');

    const body = (await preview(exported.rawPayload)).json();
    expect(body.counts).toEqual({ lines: 1, valid: 1, faulty: 0, existing: 1 });
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(body.lines[0].cells).toEqual({
      prenom: '@Zoé',
      nom: `=${family}`,
      email: member.email,
      telephone: '+33 1 23 45 67 89',
      adresse: '-12 rue des Lilas',
      code_postal: '69001',
      ville: 'Lyon',
      type: 'Membre Actif',
      fonction: 'Trésorier(e)',
      montant: '15,00',
      date_debut: day(membership.date_debut),
      // The file gives the last day covered, the day before the stored date_fin.
      date_fin: day(lastDayCovered(membership.date_fin)),
      mode_paiement: 'Carte Bancaire',
    });

    const [before] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect((await confirmUpdate(exported.rawPayload)).json()).toMatchObject({ updated: 1, faulty: 0 });
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await t.db.$count(adhesions, eq(adhesions.user_id, member.id))).toBe(1);
    expect(await journalOf(member.id)).toEqual([]);
  });
});

describe('an import that updates registered members', () => {
  it('journals each member changed, with the fields before and after, beside the file’s counts', async () => {
    const changed = await createMember(t.db, { prenom: 'Ancien', nom: 'Nom', telephone: '01 00 00 00 00' });
    const same = await createMember(t.db, { prenom: 'Jean', nom: 'Pareil', telephone: '02 00 00 00 00' });
    const fileName = `maj-${unique()}.csv`;
    const file = [
      HEADER,
      `Nouveau;Nom;${changed.email};06 12 34 56 78;3 rue Neuve;Membre fondateur;50;01/01/2026;Virement`,
      `Jean;Pareil;${same.email};02 00 00 00 00;;Membre ordinaire;;;`,
    ].join('\r\n');
    const { payload, headers } = await multipartPayload(
      { duplicates: 'update' },
      { name: fileName, type: 'text/csv', data: file },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/import',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(response.json()).toMatchObject({ updated: 2 });

    expect(await journalOf(changed.id)).toEqual([
      {
        action: 'member.update',
        label: 'Nouveau Nom',
        changes: {
          prenom: { before: 'Ancien', after: 'Nouveau' },
          telephone: { before: '01 00 00 00 00', after: '06 12 34 56 78' },
          adresse: { before: null, after: '3 rue Neuve' },
          statut_membre: { before: 'Membre Ordinaire', after: 'Membre Fondateur' },
          type: { before: null, after: 'bienfaiteur' },
          montant: { before: null, after: 50 },
          date_debut: { before: null, after: '2026-01-01' },
          date_fin: { before: null, after: '2027-01-01' },
          mode_paiement: { before: null, after: 'Virement' },
        },
      },
    ]);
    expect(await journalOf(same.id)).toEqual([]);
    const [summary] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.import'), eq(auditLog.target_label, fileName)));
    expect(summary?.changes).toMatchObject({ updated: { before: null, after: 2 } });
  });
});

describe('an erased account', () => {
  it('is never matched by an import: its line is an error, and the row stays anonymous', async () => {
    const member = await createMember(t.db);
    await t.db.update(users).set({ erasure_requested_at: new Date() }).where(eq(users.id, member.id));
    await eraseAccount(t.ctx, { userId: member.id, actor: 'system', action: 'member.erasure-due' });
    const [erased] = await t.db.select().from(users).where(eq(users.id, member.id));
    const email = erased?.email ?? '';
    expect(email).toMatch(/@supprime\.invalid$/);
    const file = [
      HEADER,
      `Faux;Nom;${email};06 00 00 00 00;1 rue Volée;Membre fondateur;50;01/01/2026;Virement`,
    ].join('\r\n');

    const shown = (await preview(file)).json();
    expect(shown.counts).toEqual({ lines: 1, valid: 0, faulty: 1, existing: 0 });
    expect(shown.lines[0]).toMatchObject({
      existing: false,
      problems: ['Cet email est celui d’un compte effacé : il ne peut être ni importé ni mis à jour'],
    });

    expect((await confirmUpdate(file)).json()).toEqual({ created: 0, updated: 0, skipped: 0, faulty: 1 });
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toEqual(erased);
    expect(await t.db.$count(adhesions, eq(adhesions.user_id, member.id))).toBe(0);
  });
});
