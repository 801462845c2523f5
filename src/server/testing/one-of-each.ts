import { accountingProjects, legalInfos } from '../db/schema.ts';
import { createEntry } from '../features/accounting/entries.ts';
import { accountId, createAccountingYear, simpleEntry } from './accounting-factories.ts';
import { createAssembly } from './assemblies-factories.ts';
import { createDocument } from './documents-factories.ts';
import { createDossierRow } from './dossiers-factories.ts';
import { createEvent } from './events-factories.ts';
import { createMember, type TestUser } from './factories.ts';
import { createLoan, createMaterial } from './materials-factories.ts';
import { createSentMessage } from './member-messages-factories.ts';
import { addAdhesion } from './members-factories.ts';
import type { KnownIds } from './openapi-operations.ts';
import { createStructureRow } from './structures-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * One row of each kind a path or a body can name, `member` owning those a member owns, so that
 * requests walking the OpenAPI document find what they aim at.
 */
export async function storeOneOfEach(t: TestApp, member: TestUser): Promise<KnownIds> {
  const other = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
  const pending = await createMember(t.db, { is_active: false });
  const material = await createMaterial(t.db);
  const [legal] = await t.db.select({ id: legalInfos.id }).from(legalInfos).limit(1);
  const year = await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
  const receipt = await simpleEntry(t.db, {
    kind: 'recette',
    date: '2026-02-01',
    amount_cents: 2000,
    nature: '756',
  });
  const entry = await createEntry(t.ctx, { ...receipt, user_id: member.id }, { ...other, id: other.id });
  const [project] = await t.db.insert(accountingProjects).values({ label: 'Fête de quartier' }).returning();
  return {
    users: other.id,
    user_id: other.id,
    procuration_user_id: other.id,
    'pending-users': pending.id,
    adhesions: (await addAdhesion(t.db, other.id)).id,
    events: (await createEvent(t.db)).id,
    assemblies: (await createAssembly(t.db)).id,
    'material-categories': material.category_id,
    category_id: material.category_id,
    materials: material.id,
    material_id: material.id,
    'material-loans': (await createLoan(t.db, { userId: member.id, materialId: material.id })).id,
    structures: (await createStructureRow(t.db)).id,
    dossiers: (await createDossierRow(t.db, member.id)).id,
    documents: (await createDocument(t.ctx, { user_id: member.id })).id,
    'legal-infos': legal?.id ?? '',
    years: year.id,
    year_id: year.id,
    accounts: await accountId(t.db, '512'),
    account_id: await accountId(t.db, '512'),
    projects: project?.id ?? '',
    project_id: project?.id ?? '',
    entries: entry.id,
    messages: (await createSentMessage(t.db, { recipients: [member.id], recipientStatus: 'envoye' })).id,
  };
}
