import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAuditFieldLabel } from '../../../domain/audit.ts';
import {
  accountingAccounts,
  accountingProjects,
  accountingYears,
  agResolutions,
  associationSettings,
  auditLog,
  commentairesAg,
  documentsAg,
  legalInfos,
  messageRecipients,
  messages,
  questionsInspirantes,
  users,
} from '../../db/schema.ts';
import { accountId, createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { chosen, draftInput } from '../../testing/composer-factories.ts';
import { createDocument } from '../../testing/documents-factories.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createDossierRow } from '../../testing/dossiers-factories.ts';
import { createEvent } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { createCategory, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion, TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createOffer } from '../../testing/offers-factories.ts';
import { listOperations, type Operation } from '../../testing/openapi-operations.ts';
import { createStructureRow, structureInput } from '../../testing/structures-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from '../accounting/entries.ts';

/**
 * Every administrator write of the OpenAPI document leaves a line in the journal: a route added
 * tomorrow fails here until it is given a request below (and journals it) or a reason to write
 * nothing.
 */

let t: TestApp;
let adminId: string;
let adminCookie: string;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminId = admin.id;
  adminCookie = await signedInAs(t.ctx, admin);
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  operations = listOperations(document).filter(
    (operation) => operation.role === 'admin' && operation.method !== 'GET',
  );
});
afterAll(() => t.close());

/** One valid request: the path's parameters, and a JSON body or an upload (fields, then the file). */
type AdminRequest = {
  params?: Record<string, string>;
  body?: object;
  upload?: { fields: Record<string, string>; file: { name: string; type: string; data: Buffer | string } };
};

const unique = () => randomUUID().slice(0, 8);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const pdf = { name: 'Convocation.pdf', type: 'application/pdf', data: '%PDF-1.4 journal' };
const csvOf = (email: string) => ({
  name: 'adherents.csv',
  type: 'text/csv',
  data: `Prénom;Nom;Email;Statut membre\r\nZoé;Import;${email};Membre ordinaire\r\n`,
});

const member = (overrides: Parameters<typeof createMember>[1] = {}) => createMember(t.db, overrides);

const userBody = (email: string, ville = 'Lyon') => ({
  prenom: 'Paul',
  nom: 'Nouveau',
  email,
  telephone: '',
  adresse: '',
  code_postal: '',
  ville,
  role: 'member',
  statut_membre: 'Membre Ordinaire',
  fonction: 'Membre',
});
const offerBody = (name: string, overrides: object = {}) => ({
  name,
  description: '',
  benefits: [],
  type: 'standard',
  pricing: 'reduit',
  price: 3,
  min_price: null,
  condition: 'étudiants',
  household_size: null,
  open_to_registration: true,
  open_to_renewal: true,
  position: 10,
  archived: false,
  ...overrides,
});
const eventBody = (lieu = 'Médiathèque') => ({
  titre: 'Café souvenirs',
  description: 'Photos de famille',
  date: inDays(14),
  lieu,
  places_max: 12,
});
const assemblyBody = (status = 'a_venir') => ({
  date: inDays(40),
  lieu: 'Mairie',
  lien_visio: null,
  ordre_du_jour: ['Bilan'],
  status,
});
const materialBody = (category_id: string, total_quantity = 3) => ({
  name: 'Perceuse',
  description: '',
  category_id,
  total_quantity,
  available_quantity: total_quantity,
  default_state: '',
  image_url: '',
});

/** A message in `status`, with one recipient in `recipientStatus`, written straight to the tables. */
async function messageIn(status: 'brouillon' | 'envoi', recipientStatus?: 'en_attente' | 'echec') {
  const recipient = await member();
  const [row] = await t.db
    .insert(messages)
    .values({
      category: 'informations',
      subject: 'Nouvelles',
      body_html: '<p>Bonjour</p>',
      body_text: 'Bonjour',
      audience: chosen(recipient.id),
      status,
    })
    .returning();
  if (!row) throw new Error('message not created');
  if (recipientStatus)
    await t.db
      .insert(messageRecipients)
      .values({ message_id: row.id, user_id: recipient.id, status: recipientStatus });
  return row.id;
}

async function insertedId(rows: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row.id;
}

/**
 * One request per operationId, each on rows of its own so that it changes something. A new admin
 * write operation adds its line here.
 */
const REQUESTS: Record<string, () => Promise<AdminRequest>> = {
  validatePendingUser: async () => ({ params: { id: (await member({ is_active: false })).id } }),
  refusePendingUser: async () => ({
    params: { id: (await member({ is_active: false })).id },
    body: { reason: 'Hors de la commune' },
  }),
  updateLegalInfo: async () => {
    const [cgu] = await t.db.select().from(legalInfos).where(eq(legalInfos.type, 'CGU'));
    if (!cgu) throw new Error('CGU absentes');
    return { params: { id: cgu.id }, body: { contenu: `${cgu.contenu}\nArticle ${unique()}` } };
  },
  createUser: async () => ({ body: { ...userBody(`cree-${unique()}@exemple.fr`), password: 'secret-123' } }),
  updateUser: async () => {
    const user = await member({ prenom: 'Paul', nom: 'Nouveau', ville: 'Lyon' });
    return { params: { id: user.id }, body: userBody(user.email, 'Grenoble') };
  },
  deleteUser: async () => ({ params: { id: (await member()).id } }),
  exportMemberData: async () => ({ params: { id: (await member()).id } }),
  createAdhesion: async () => ({
    params: { id: (await member()).id },
    body: { type: 'standard', montant: 7.5, date_debut: '2026-03-01', mode_paiement: 'Chèque' },
  }),
  updateAdhesion: async () => {
    const adhesion = await addAdhesion(t.db, (await member()).id, { montant_cents: 750 });
    const { date_debut, date_fin } = adhesion;
    return { params: { id: adhesion.id }, body: { montant: 10, date_debut, date_fin, statut: 'active' } };
  },
  deleteAdhesion: async () => ({ params: { id: (await addAdhesion(t.db, (await member()).id)).id } }),
  importMembers: async () => ({ upload: { fields: {}, file: csvOf(`import-${unique()}@exemple.fr`) } }),
  resendInvitation: async () => ({ params: { id: (await member()).id } }),
  sendDueInvitations: async () => {
    const imported = await member();
    await t.db.update(users).set({ invitation_due: true }).where(eq(users.id, imported.id));
    return { body: {} };
  },
  uploadDocument: async () => ({
    upload: { fields: { type: 'specifique', user_id: (await member()).id }, file: pdf },
  }),
  deleteDocument: async () => ({ params: { id: (await createDocument(t.ctx)).id } }),
  createEvent: async () => ({ body: eventBody() }),
  updateEvent: async () => ({ params: { id: (await createEvent(t.db)).id }, body: eventBody('Mairie') }),
  deleteEvent: async () => ({ params: { id: (await createEvent(t.db)).id } }),
  replaceEventImage: async () => ({
    params: { id: (await createEvent(t.db)).id },
    upload: { fields: {}, file: { name: 'affiche.png', type: 'image/png', data: TINY_PNG } },
  }),
  deleteEventImage: async () => ({
    params: { id: (await createEvent(t.db, { image_url: `evenements/${unique()}.png` })).id },
  }),
  createStructure: async () => ({ body: structureInput({ nom: `EHPAD ${unique()}` }) }),
  updateStructure: async () => {
    const nom = `EHPAD ${unique()}`;
    const structure = await createStructureRow(t.db, { nom });
    return { params: { id: structure.id }, body: structureInput({ nom, statut: "En attente d'un retour" }) };
  },
  deleteStructure: async () => ({ params: { id: (await createStructureRow(t.db, { nom: unique() })).id } }),
  deleteDossier: async () => ({ params: { id: (await createDossierRow(t.db, null)).id } }),
  createQuestion: async () => ({ body: { question: 'Quel était votre premier métier ?' } }),
  updateQuestion: async () => ({
    params: { id: await insertedId(questionRow()) },
    body: { question: 'Votre plus beau voyage, en train ?' },
  }),
  deleteQuestion: async () => ({ params: { id: await insertedId(questionRow()) } }),
  createAssembly: async () => ({ body: assemblyBody() }),
  updateAssembly: async () => ({
    params: { id: (await createAssembly(t.db)).id },
    body: assemblyBody('en_cours'),
  }),
  deleteAssembly: async () => ({ params: { id: (await createAssembly(t.db)).id } }),
  openAssembly: async () => ({ params: { id: (await createAssembly(t.db)).id } }),
  closeAssembly: async () => ({ params: { id: (await createAssembly(t.db, { status: 'en_cours' })).id } }),
  setAssemblySignIn: async () => {
    const voter = await member();
    await addAdhesion(t.db, voter.id);
    const ag = await createAssembly(t.db, { status: 'en_cours', date: new Date() });
    return { params: { id: ag.id, userId: voter.id }, body: { present: true } };
  },
  uploadAssemblyDocument: async () => ({
    params: { id: (await createAssembly(t.db)).id },
    upload: { fields: { type: 'convocation', nom: 'Convocation' }, file: pdf },
  }),
  deleteAssemblyDocument: async () => {
    const ag = await createAssembly(t.db);
    const url = `documents-ag/${unique()}.pdf`;
    const values = { ag_id: ag.id, type: 'convocation', nom: 'Convocation', url };
    return { params: { documentId: await insertedId(t.db.insert(documentsAg).values(values).returning()) } };
  },
  setAssemblyCommentHidden: async () => {
    const values = {
      ag_id: (await createAssembly(t.db)).id,
      user_id: (await member()).id,
      commentaire: 'Hors sujet',
    };
    const commentId = await insertedId(t.db.insert(commentairesAg).values(values).returning());
    return { params: { commentId }, body: { modere: true } };
  },
  saveAssemblyMinutes: async () => ({
    params: { id: (await createAssembly(t.db, { status: 'terminee' })).id },
    body: { text: 'Procès-verbal', chair_id: null, secretary_id: null },
  }),
  finaliseAssemblyMinutes: async () => ({
    params: { id: (await createAssembly(t.db, { status: 'terminee' })).id },
  }),
  createResolution: async () => ({
    params: { id: (await createAssembly(t.db)).id },
    body: { title: 'Budget', kind: 'approbation' },
  }),
  updateResolution: async () => ({
    params: await firstResolution(),
    body: { title: 'Budget révisé', kind: 'approbation' },
  }),
  deleteResolution: async () => ({ params: await firstResolution() }),
  reorderResolutions: async () => {
    const { id } = await createAssembly(t.db);
    const rows = await t.db.select().from(agResolutions).where(eq(agResolutions.ag_id, id));
    return { params: { id }, body: { ids: rows.map((row) => row.id).reverse() } };
  },
  openResolution: async () => ({ params: await firstResolution('en_cours', 'en_attente') }),
  closeResolution: async () => ({ params: await firstResolution('en_cours') }),
  openAllResolutions: async () => ({ params: { id: (await firstResolution('en_cours', 'en_attente')).id } }),
  closeAllResolutions: async () => ({ params: { id: (await firstResolution('en_cours')).id } }),
  setHandCount: async () => ({ params: await firstResolution('en_cours'), body: { oui: 0 } }),
  startNextRound: async () => {
    const params = await firstResolution('en_cours');
    // Closed without a vote: rejected, so it may go to a second round.
    await t.db
      .update(agResolutions)
      .set({ status: 'close' })
      .where(eq(agResolutions.id, params.resolutionId));
    return { params };
  },
  createMaterialCategory: async () => ({ body: { name: `Vidéo ${unique()}`, icon: 'Camera' } }),
  updateMaterialCategory: async () => ({
    params: { id: (await createCategory(t.db)).id },
    body: { name: `Photo ${unique()}` },
  }),
  deleteMaterialCategory: async () => ({ params: { id: (await createCategory(t.db)).id } }),
  createMaterial: async () => ({ body: materialBody((await createCategory(t.db)).id) }),
  updateMaterial: async () => {
    const material = await createMaterial(t.db, {
      name: 'Perceuse',
      total_quantity: 3,
      available_quantity: 3,
    });
    return { params: { id: material.id }, body: materialBody(material.category_id, 4) };
  },
  deleteMaterial: async () => ({ params: { id: (await createMaterial(t.db)).id } }),
  applyLoanAction: async () => {
    const material = await createMaterial(t.db);
    const loan = await createLoan(t.db, { userId: (await member()).id, materialId: material.id });
    return { params: { id: loan.id }, body: { action: 'confirm' } };
  },
  updateAssociationSettings: async () => {
    const current = (
      await t.app.inject({ url: '/api/admin/settings', headers: { cookie: adminCookie } })
    ).json();
    return {
      body: {
        ...current,
        season_early_weeks: current.season_early_weeks + 1,
        backups_enabled: !current.backups_enabled,
      },
    };
  },
  updateModuleSwitches: async () => {
    const current = (
      await t.app.inject({ url: '/api/admin/modules', headers: { cookie: adminCookie } })
    ).json();
    return { body: { ...current, comparator: !current.comparator } };
  },
  saveAssociationSetup: async () => ({
    body: { name: `Association ${unique()}`, address: '', season_start_month: null, season_early_weeks: 4 },
  }),
  skipAssociationSetup: async () => {
    // Answered once only: asked again, as on a new installation.
    await t.db.update(associationSettings).set({ setup_done_at: null });
    return {};
  },
  replaceAssociationLogo: async () => ({
    upload: { fields: {}, file: { name: 'logo.png', type: 'image/png', data: TINY_PNG } },
  }),
  deleteAssociationLogo: async () => {
    const { payload, headers } = await multipartPayload(
      {},
      { name: 'logo.png', type: 'image/png', data: TINY_PNG },
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/logo',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    return {};
  },
  createOffer: async () => ({ body: offerBody(`Tarif ${unique()}`) }),
  updateOffer: async () => {
    const offer = await createOffer(t.db, { name: `Tarif ${unique()}` });
    return { params: { id: offer.id }, body: offerBody(offer.name, { price: 4 }) };
  },
  deleteOffer: async () => ({ params: { id: (await createOffer(t.db, { name: `Tarif ${unique()}` })).id } }),
  sendDueReminders: async () => ({}),
  createMessage: async () => ({ body: draftInput() }),
  updateMessage: async () => ({
    params: { id: await messageIn('brouillon') },
    body: draftInput({ subject: `Revu ${unique()}` }),
  }),
  deleteMessage: async () => ({ params: { id: await messageIn('brouillon') } }),
  sendMessage: async () => ({ params: { id: await messageIn('brouillon') }, body: {} }),
  cancelMessage: async () => ({ params: { id: await messageIn('envoi', 'en_attente') } }),
  resendFailedMessage: async () => ({ params: { id: await messageIn('envoi', 'echec') } }),
  downloadBackup: async () => ({}),
  getAttestation: async () => ({ params: { id: (await addAdhesion(t.db, (await member()).id)).id } }),
  confirmErasureRequest: async () => {
    const asking = await member();
    const cookie = await signedInAs(t.ctx, asking);
    const payload = { password: TEST_PASSWORD };
    await t.app.inject({
      method: 'POST',
      url: '/api/members/me/erasure-request',
      payload,
      headers: { cookie },
    });
    return { params: { id: asking.id } };
  },
  eraseNonMemberDonor: async () => ({ params: { id: (await createDonation(t.ctx)).donor.id } }),
  createDonation: async () => ({ body: giftBody() }),
  updateDonation: async () => ({
    params: { id: (await giftWithoutReceipt()).id },
    body: giftBody({ amount: 45 }),
  }),
  deleteDonation: async () => ({ params: { id: (await giftWithoutReceipt()).id } }),
  issueDonationReceipt: async () => {
    const gift = await giftWithoutReceipt();
    await enableReceipts(t.ctx);
    return { params: { id: gift.id } };
  },
  cancelReceipt: async () => {
    await enableReceipts(t.ctx);
    const { receipt } = await createDonation(t.ctx, { donor: giftDonor() });
    return { params: { id: receipt?.id ?? 'sans-reçu' }, body: { reason: 'Montant mal saisi' } };
  },
  issueAnnualReceipts: async () => {
    await enableReceipts(t.ctx, { receipt_mode: 'annuel' });
    await createDonation(t.ctx, { donor: giftDonor(), donated_on: '2024-05-04' });
    return { body: { year: 2024 } };
  },
  updateDonationSettings: async () => {
    const current = await t.app.inject({
      url: '/api/admin/donations/settings',
      headers: { cookie: adminCookie },
    });
    const { has_signature: _signature, ...settings } = current.json();
    return { body: { ...settings, max_amount: settings.max_amount === 5000 ? 6000 : 5000 } };
  },
  replaceDonationSignature: async () => ({
    upload: { fields: {}, file: { name: 'signature.png', type: 'image/png', data: TINY_PNG } },
  }),
  createAccountingYear: async () => {
    await closeOpenYears();
    return { body: { start_date: `${nextYear()}-01-01`, end_date: `${nextYear()}-12-31` } };
  },
  updateAccountingYear: async () => {
    const year = await accountingYear();
    return {
      params: { id: year.id },
      body: { label: `Exercice ${unique()}`, start_date: year.start_date, end_date: year.end_date },
    };
  },
  deleteAccountingYear: async () => ({ params: { id: (await accountingYear()).id } }),
  closeAccountingYear: async () => {
    await closeOpenYears();
    const year = await accountingYear();
    await accountingYear();
    return { params: { id: year.id } };
  },
  createAccountingAccount: async () => ({
    body: { code: `5128${nextYear()}`, label: 'Livret' },
  }),
  updateAccountingAccount: async () => ({
    params: { id: await subAccount() },
    body: { label: `Compte ${unique()}`, hidden: true },
  }),
  deleteAccountingAccount: async () => ({ params: { id: await subAccount() } }),
  createAccountingProject: async () => ({ body: { label: `Projet ${unique()}` } }),
  updateAccountingProject: async () => {
    const [project] = await t.db
      .insert(accountingProjects)
      .values({ label: `Projet ${unique()}` })
      .returning();
    return { params: { id: project?.id ?? '' }, body: { label: `Projet ${unique()}`, archived: true } };
  },
  createAccountingEntry: async () => ({ body: await receiptIn(await accountingYear()) }),
  recordAccountingPayout: async () => ({
    body: {
      date: (await accountingYear()).start_date,
      provider: 'stripe',
      reference: `po_${unique()}`,
      gross_cents: 10_000,
      fees_cents: 250,
    },
  }),
  updateAccountingEntry: async () => {
    const year = await accountingYear();
    const entry = await createEntry(t.ctx, await receiptIn(year), admin());
    return { params: { id: entry.id }, body: { ...(await receiptIn(year)), amount_cents: 4200 } };
  },
  deleteAccountingEntry: async () => ({
    params: { id: (await createEntry(t.ctx, await receiptIn(await accountingYear()), admin())).id },
  }),
  attachAccountingReceipt: async () => ({
    params: { id: (await createEntry(t.ctx, await receiptIn(await accountingYear()), admin())).id },
    upload: { fields: {}, file: pdf },
  }),
  removeAccountingReceipt: async () => {
    const { id } = await createEntry(t.ctx, await receiptIn(await accountingYear()), admin());
    const { payload, headers } = await multipartPayload({}, pdf);
    const url = `/api/admin/accounting/entries/${id}/attachment`;
    await t.app.inject({ method: 'PUT', url, payload, headers: { ...headers, cookie: adminCookie } });
    return { params: { id } };
  },
  setAccountingBudget: async () => ({
    params: { id: (await accountingYear()).id },
    body: { lines: [{ account_id: await accountId(t.db, '6064'), amount_cents: 12_000 }] },
  }),
  attachFinancialReport: async () => ({
    params: { id: (await accountingYear()).id },
    body: { assembly_id: (await createAssembly(t.db)).id },
  }),
  copyPreviousActualsToBudget: async () => {
    await accountingYear();
    return { params: { id: (await accountingYear()).id } };
  },
  deleteDonationSignature: async () => {
    const { payload, headers } = await multipartPayload(
      {},
      { name: 'signature.png', type: 'image/png', data: TINY_PNG },
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/donations/settings/signature',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    return {};
  },
};

/** Each request's financial year is a calendar year of its own, after every other. */
let lastYear = 2100;
const nextYear = () => ++lastYear;
const accountingYear = () => {
  const year = nextYear();
  return createAccountingYear(t.db, { start_date: `${year}-01-01`, end_date: `${year}-12-31` });
};
/** Creating or closing a year asks that no other year stands open before or beside it. */
const closeOpenYears = () =>
  t.db
    .update(accountingYears)
    .set({ closed_at: new Date(), result_cents: 0 })
    .where(isNull(accountingYears.closed_at));
const receiptIn = async (year: { start_date: string }) =>
  simpleEntry(t.db, { kind: 'recette', date: year.start_date, amount_cents: 1500, nature: '756' });
const admin = () => ({ id: adminId, prenom: 'Alice', nom: 'Admin' });
async function subAccount(): Promise<string> {
  const [account] = await t.db
    .insert(accountingAccounts)
    .values({ code: `5127${nextYear()}`, label: 'Sous-compte', added: true })
    .returning();
  return account?.id ?? '';
}

/** A donor of their own, so that no request finds another's gifts or receipts. */
const giftDonor = () => ({
  user_id: null,
  prenom: 'Gaston',
  nom: `Donateur ${unique()}`,
  email: `don-${unique()}@exemple.fr`,
  adresse: '4 rue du Four',
  code_postal: '44000',
  ville: 'Nantes',
});

/** The administrator's form of a cheque received from someone outside the register. */
const giftBody = (values: object = {}) => ({
  ...giftDonor(),
  amount: 30,
  donated_on: '2026-01-10',
  nature: 'numeraire',
  mode_paiement: 'Chèque',
  in_kind_description: null,
  receipt_wanted: false,
  note: '',
  ...values,
});

/** A gift no receipt covers: none was wanted. */
const giftWithoutReceipt = async () =>
  (await createDonation(t.ctx, { donor: giftDonor(), receipt_wanted: false })).donation;

/** Administrator writes that legitimately leave no line, each with the reason. */
const WRITES_NOTHING: Record<string, string> = {
  previewMemberImport: 'a preview reads the file and changes nothing',
  previewMessageAudience: 'counts an audience and changes nothing',
  sendTestMessage: 'mails the calling administrator alone and changes no data of the association',
  uploadMaterialImage:
    'stores a picture that no row uses yet; the creation or update of the material that takes it is journalled',
};

const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_match, name: string) => params[name] ?? `{${name}}`);

async function send(operation: Operation, request: AdminRequest) {
  const url = fillPath(operation.path, request.params);
  if (!request.upload) {
    const payload = request.body;
    return t.app.inject({ method: operation.method, url, payload, headers: { cookie: adminCookie } });
  }
  const { payload, headers } = await multipartPayload(request.upload.fields, request.upload.file);
  return t.app.inject({
    method: operation.method,
    url,
    payload,
    headers: { ...headers, cookie: adminCookie },
  });
}

describe('the journal of every administrator write', () => {
  it('has a request or a reason for every admin write operation of the document, and no stale one', () => {
    const documented = operations.map((operation) => operation.operationId);
    const listed = [...Object.keys(REQUESTS), ...Object.keys(WRITES_NOTHING)];
    expect(documented.filter((id) => !listed.includes(id))).toEqual([]);
    expect(listed.filter((id) => !documented.includes(id))).toEqual([]);
  });

  it('writes a journal line, by the administrator, for each of them', async () => {
    const escaped: string[] = [];
    for (const operation of operations) {
      const build = REQUESTS[operation.operationId];
      if (!build) continue;
      const request = await build();
      const before = await linesByAdmin();
      const response = await send(operation, request);
      if (response.statusCode >= 300)
        escaped.push(`${operation.operationId}: ${response.statusCode} ${response.body}`);
      else if ((await linesByAdmin()) === before) escaped.push(`${operation.operationId}: no journal line`);
    }
    expect(escaped).toEqual([]);
  });

  it('names every field those lines recorded in French', async () => {
    const rows = await t.db.select({ action: auditLog.action, changes: auditLog.changes }).from(auditLog);
    const unnamed = new Set<string>();
    for (const { action, changes } of rows)
      for (const field of Object.keys(changes ?? {}))
        if (!hasAuditFieldLabel(field)) unnamed.add(`${action}: ${field}`);
    expect([...unnamed].sort()).toEqual([]);
  });
});

/** An AG's first resolution, the AG held or to come, its vote waiting or open. */
async function firstResolution(
  status: 'a_venir' | 'en_cours' = 'a_venir',
  resolutionStatus?: 'en_attente',
): Promise<{ id: string; resolutionId: string }> {
  const { id } = await createAssembly(t.db, { status });
  if (resolutionStatus)
    await t.db.update(agResolutions).set({ status: resolutionStatus }).where(eq(agResolutions.ag_id, id));
  const [row] = await t.db.select().from(agResolutions).where(eq(agResolutions.ag_id, id));
  if (!row) throw new Error('no resolution');
  return { id, resolutionId: row.id };
}

const linesByAdmin = () => t.db.$count(auditLog, eq(auditLog.actor_id, adminId));

function questionRow() {
  return t.db.insert(questionsInspirantes).values({ question: 'Votre plus beau voyage ?' }).returning();
}
