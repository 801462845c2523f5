import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { auditLog, donationReceipts, donationSettings, donations, users } from '../../db/schema.ts';
import { enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
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

const receiptsOff = () =>
  t.db.update(donationSettings).set({ receipts_enabled: false }).where(eq(donationSettings.id, true));

/** Paul Chèque's 150 € cheque of 2021-05-10, wanting a receipt, unless `overrides` say otherwise. */
const cheque = (overrides: object = {}) => ({
  user_id: null,
  prenom: 'Paul',
  nom: 'Chèque',
  email: 'paul.cheque@example.org',
  adresse: '8 rue du Port',
  code_postal: '44000',
  ville: 'Nantes',
  amount: 150,
  donated_on: '2021-05-10',
  nature: 'numeraire',
  mode_paiement: 'Chèque',
  in_kind_description: null,
  receipt_wanted: true,
  note: '',
  ...overrides,
});

const journalOf = (type: string, id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id)));

const sequenceOf = (number: string) => Number(number.slice(5));

describe('POST /api/admin/donations', () => {
  it('records a cheque of a non-member, with its receipt when receipts are on, each journalled', async () => {
    await enableReceipts(t.ctx);
    const first = await call('POST', '/api/admin/donations', adminCookie, cheque());
    expect(first.statusCode).toBe(201);
    const { donation, receipt_number } = first.json();
    expect(receipt_number).toMatch(/^\d{4}-\d{4}$/);
    expect(donation).toMatchObject({
      prenom: 'Paul',
      nom: 'Chèque',
      user_id: null,
      amount: 150,
      donated_on: '2021-05-10',
      nature: 'numeraire',
      mode_paiement: 'Chèque',
      online: false,
      receipt_state: 'avec_recu',
      receipt: { number: receipt_number },
    });
    const [journalled] = await journalOf('donation', donation.id);
    expect(journalled).toMatchObject({ action: 'donation.create', actor_name: 'Alice Admin' });
    expect(await journalOf('receipt', donation.receipt.id)).toHaveLength(1);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(row?.recorded_by).not.toBeNull();

    // The next cheque recorded by hand gets the next number of the year.
    const next = await call('POST', '/api/admin/donations', adminCookie, cheque({ amount: 30 }));
    expect(sequenceOf(next.json().receipt_number)).toBe(sequenceOf(receipt_number) + 1);
    await receiptsOff();
  });

  it('records a gift in kind without receipt, receipts being off', async () => {
    const response = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({
        nature: 'nature',
        mode_paiement: null,
        in_kind_description: 'Vingt chaises pliantes',
        amount: 400,
        adresse: '',
        code_postal: '',
        ville: '',
        email: '',
        receipt_wanted: false,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      receipt_number: null,
      donation: {
        nature: 'nature',
        mode_paiement: null,
        in_kind_description: 'Vingt chaises pliantes',
        email: null,
        receipt_state: 'non_demande',
        receipt: null,
      },
    });
  });

  it("reads a member's identity from the register where the form leaves it empty", async () => {
    const member = await createMember(t.db, { prenom: 'Mona', nom: 'Membre' });
    await t.db
      .update(users)
      .set({ adresse: '1 quai Nord', code_postal: '59000', ville: 'Lille' })
      .where(eq(users.id, member.id));
    const blank = { prenom: '', nom: '', email: '', adresse: null, code_postal: null, ville: null };
    const response = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ ...blank, user_id: member.id, mode_paiement: 'Espèce' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().donation).toMatchObject({
      user_id: member.id,
      prenom: 'Mona',
      nom: 'Membre',
      email: member.email,
      ville: 'Lille',
      receipt_state: 'sans_recu',
    });

    const homeless = await createMember(t.db);
    const refused = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ ...blank, user_id: homeless.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'adresse',
      'code_postal',
      'ville',
    ]);
  });

  it('refuses an unknown member, a missing name, a zero amount and one over the maximum beside their fields', async () => {
    const unknown = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ user_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([{ path: 'user_id', message: 'Membre introuvable' }]);

    const invalid = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ nom: '', amount: 0, mode_paiement: null }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'VALIDATION' });
    const paths = invalid.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['nom', 'amount', 'mode_paiement']));

    const tooMuch = await call('POST', '/api/admin/donations', adminCookie, cheque({ amount: 20_000 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual([
      { path: 'amount', message: 'Le montant du don doit être compris entre 1 € et 10\u202f000 €' },
    ]);
    const huge = await call('POST', '/api/admin/donations', adminCookie, cheque({ amount: 2_000_000 }));
    expect(huge.json().error.fields).toEqual([
      { path: 'amount', message: 'Le montant du don doit être compris entre 1 € et 10\u202f000 €' },
    ]);
  });
});

describe('GET /api/admin/donations', () => {
  it('filters by period, mode, nature, receipt state and donor, with the totals of the whole filter', async () => {
    await enableReceipts(t.ctx);
    const record = async (overrides: object) =>
      (await call('POST', '/api/admin/donations', adminCookie, cheque(overrides))).json().donation;
    const receipted = await record({
      donated_on: '2022-02-01',
      amount: 10.1,
      nom: 'Liste',
      email: 'liste@example.org',
    });
    await receiptsOff();
    const wanted = await record({ donated_on: '2022-02-02', amount: 20.2, mode_paiement: 'Virement' });
    const unwanted = await record({ donated_on: '2022-02-03', amount: 30.3, receipt_wanted: false });
    const inKind = await record({
      donated_on: '2022-02-04',
      amount: 40,
      nature: 'nature',
      mode_paiement: null,
      in_kind_description: 'Un ordinateur',
    });
    await record({ donated_on: '2022-03-01', amount: 99 });

    const list = (query: string) =>
      call('GET', `/api/admin/donations?from=2022-02-01&to=2022-02-28${query}`, adminCookie);
    const all = await list('&pageSize=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 2,
      total_amount: 100.6,
      totals: [
        { nature: 'numeraire', count: 3, amount: 60.6 },
        { nature: 'nature', count: 1, amount: 40 },
      ],
    });
    expect(all.json().items.map((gift: { id: string }) => gift.id)).toEqual([inKind.id, unwanted.id]);

    const ids = async (query: string) =>
      (await list(query)).json().items.map((gift: { id: string }) => gift.id);
    expect(await ids('&receipt=avec_recu')).toEqual([receipted.id]);
    expect(await ids('&receipt=sans_recu')).toEqual([inKind.id, wanted.id]);
    expect(await ids('&receipt=non_demande')).toEqual([unwanted.id]);
    expect(await ids('&mode=Virement')).toEqual([wanted.id]);
    expect(await ids('&nature=nature')).toEqual([inKind.id]);
    expect(await ids('&search=liste%20paul')).toEqual([receipted.id]);

    // A cancelled receipt lets its gift go: « reçu annulé » until a new one is issued.
    await t.db.transaction(async (tx) => {
      await tx
        .update(donationReceipts)
        .set({ cancelled_at: new Date(), cancel_reason: 'Montant erroné' })
        .where(eq(donationReceipts.id, receipted.receipt.id));
      await tx.update(donations).set({ receipt_id: null }).where(eq(donations.id, receipted.id));
    });
    expect(await ids('&receipt=annule')).toEqual([receipted.id]);
    expect(await ids('&receipt=avec_recu')).toEqual([]);
  });

  it('refuses a period out of order beside its end', async () => {
    const response = await call('GET', '/api/admin/donations?from=2022-02-10&to=2022-02-01', adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0]).toMatchObject({ path: 'to' });
  });
});

describe('PUT and DELETE /api/admin/donations/:id', () => {
  it('edits a gift without receipt, journalled, and refuses one a receipt covers', async () => {
    const created = await call('POST', '/api/admin/donations', adminCookie, cheque({ note: 'avant' }));
    const { id } = created.json().donation;
    const edited = await call(
      'PUT',
      `/api/admin/donations/${id}`,
      adminCookie,
      cheque({ amount: 75.5, note: 'après' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 75.5, note: 'après' });
    const journal = await journalOf('donation', id);
    expect(journal.map((entry) => entry.action)).toEqual(['donation.create', 'donation.update']);
    expect(journal[1]?.changes).toMatchObject({ montant: { before: 150, after: 75.5 } });

    await enableReceipts(t.ctx);
    const covered = await call('POST', `/api/admin/donations/${id}/receipt`, adminCookie);
    expect(covered.statusCode).toBe(200);
    await receiptsOff();
    const refused = await call('PUT', `/api/admin/donations/${id}`, adminCookie, cheque());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DONATION_RECEIPTED');
    const notDeleted = await call('DELETE', `/api/admin/donations/${id}`, adminCookie);
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json().error.code).toBe('DONATION_RECEIPTED');
  });

  it('refuses an edit over the maximum and answers 404 for an unknown gift', async () => {
    const { id } = (await call('POST', '/api/admin/donations', adminCookie, cheque())).json().donation;
    const tooMuch = await call('PUT', `/api/admin/donations/${id}`, adminCookie, cheque({ amount: 50_000 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields[0]).toMatchObject({ path: 'amount' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/admin/donations/${unknown}`, adminCookie, cheque())).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/donations/${unknown}`, adminCookie)).statusCode).toBe(404);
  });

  it('deletes a gift without receipt, journalled', async () => {
    const { id } = (await call('POST', '/api/admin/donations', adminCookie, cheque())).json().donation;
    const deleted = await call('DELETE', `/api/admin/donations/${id}`, adminCookie);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(donations).where(eq(donations.id, id))).toEqual([]);
    const journal = await journalOf('donation', id);
    expect(journal.map((entry) => entry.action)).toEqual(['donation.create', 'donation.delete']);
  });
});

describe('POST /api/admin/donations/:id/receipt', () => {
  it('is refused while receipts are off, without address, and twice; issued otherwise, journalled', async () => {
    await receiptsOff();
    const { id } = (
      await call('POST', '/api/admin/donations', adminCookie, cheque({ receipt_wanted: false }))
    ).json().donation;
    const disabled = await call('POST', `/api/admin/donations/${id}/receipt`, adminCookie);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error.code).toBe('RECEIPTS_DISABLED');

    await enableReceipts(t.ctx);
    const noAddress = (
      await call(
        'POST',
        '/api/admin/donations',
        adminCookie,
        cheque({ email: '', adresse: '', code_postal: '', ville: '', receipt_wanted: false }),
      )
    ).json().donation;
    const missing = await call('POST', `/api/admin/donations/${noAddress.id}/receipt`, adminCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0]).toMatchObject({ path: 'adresse' });

    const issued = await call('POST', `/api/admin/donations/${id}/receipt`, adminCookie);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ receipt_state: 'avec_recu', receipt_wanted: true });
    const [journalled] = await journalOf('receipt', issued.json().receipt.id);
    expect(journalled).toMatchObject({ action: 'receipt.issue', target_label: issued.json().receipt.number });

    const twice = await call('POST', `/api/admin/donations/${id}/receipt`, adminCookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('DONATION_RECEIPTED');
    expect((await call('POST', `/api/admin/donations/${noAddress.id}/nope`, adminCookie)).statusCode).toBe(
      404,
    );
    await receiptsOff();
  });
});

describe('the administrator only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes = [
    ['GET', '/api/admin/donations'],
    ['POST', '/api/admin/donations'],
    ['PUT', `/api/admin/donations/${id}`],
    ['DELETE', `/api/admin/donations/${id}`],
    ['POST', `/api/admin/donations/${id}/receipt`],
  ] as const;

  it('answers 401 signed out and 403 to a member, on every route', async () => {
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? cheque() : undefined;
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      expect((await call(method, url, memberCookie, body)).statusCode).toBe(403);
    }
  });
});

describe('the day of a gift by hand', () => {
  const nextDay = (isoDay: string) => {
    const date = new Date(`${isoDay}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };

  it('refuses a day after today (Paris) and before 1990, beside the field, and records nothing', async () => {
    const before = await t.db.select().from(donations);
    for (const [donated_on, message] of [
      [nextDay(todayIso()), 'La date du don ne peut pas être dans le futur'],
      ['1989-12-31', 'La date du don ne peut pas être antérieure au 01/01/1990'],
    ] as const) {
      const response = await call('POST', '/api/admin/donations', adminCookie, cheque({ donated_on }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([{ path: 'donated_on', message }]);
    }
    expect(await t.db.select().from(donations)).toHaveLength(before.length);
    for (const donated_on of ['1990-01-01', todayIso()]) {
      const accepted = await call('POST', '/api/admin/donations', adminCookie, cheque({ donated_on }));
      expect(accepted.statusCode).toBe(201);
    }
  });
});

describe('the identity of each gift', () => {
  it('keeps an earlier gift under the name it was given, when the same email gives under another name', async () => {
    const email = 'famille.durand@example.org';
    const first = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ prenom: 'Anne', nom: 'Durand', email }),
    );
    const second = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ prenom: 'Marc', nom: 'Durand', email, adresse: '2 rue Autre' }),
    );
    expect(second.statusCode).toBe(201);
    const listed = await call('GET', '/api/admin/donations?search=durand', adminCookie);
    const byId = new Map(
      listed.json().items.map((gift: { id: string; prenom: string; adresse: string }) => [gift.id, gift]),
    );
    expect(byId.get(first.json().donation.id)).toMatchObject({ prenom: 'Anne', adresse: '8 rue du Port' });
    expect(byId.get(second.json().donation.id)).toMatchObject({ prenom: 'Marc', adresse: '2 rue Autre' });
  });
});

describe('a company’s gift by hand', () => {
  const company = (overrides: object = {}) =>
    cheque({
      donor_kind: 'entreprise',
      raison_sociale: 'Garage Martin SAS',
      siren: '443061841',
      ...overrides,
    });

  it('asks for the legal name and a valid SIREN, and is no member’s gift, beside the fields', async () => {
    const member = await createMember(t.db);
    for (const [overrides, path, message] of [
      [{ raison_sociale: '' }, 'raison_sociale', 'Indiquez la raison sociale de l’entreprise'],
      [{ siren: '' }, 'siren', 'Indiquez le numéro SIREN de l’entreprise'],
      [{ siren: '443061842' }, 'siren', 'Le numéro SIREN compte 9 chiffres et doit être valide'],
      [{ siren: '44306184' }, 'siren', 'Le numéro SIREN compte 9 chiffres et doit être valide'],
      [{ user_id: member.id }, 'user_id', 'Le don d’une entreprise n’est pas celui d’un membre'],
    ] as const) {
      const response = await call('POST', '/api/admin/donations', adminCookie, company(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([{ path, message }]);
    }
  });

  it('records the company as a donor apart from a person of the same name and email', async () => {
    const person = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      cheque({ email: 'garage@example.org' }),
    );
    const firm = await call(
      'POST',
      '/api/admin/donations',
      adminCookie,
      company({ email: 'garage@example.org' }),
    );
    expect(firm.statusCode).toBe(201);
    expect(firm.json().donation).toMatchObject({
      donor_kind: 'entreprise',
      raison_sociale: 'Garage Martin SAS',
    });
    expect(firm.json().donation.donor_id).not.toBe(person.json().donation.donor_id);
    expect(person.json().donation).toMatchObject({
      donor_kind: 'particulier',
      raison_sociale: null,
      siren: null,
    });
  });
});
