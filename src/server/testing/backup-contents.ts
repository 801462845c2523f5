import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accountingEntries,
  accountingLines,
  associationSettings,
  documents,
  evenements,
} from '../db/schema.ts';
import { recordAudit } from '../features/audit/record.ts';
import { type FileStorage, STORAGE_PREFIXES } from '../infra/storage/storage.ts';
import { accountId, createAccountingYear } from './accounting-factories.ts';
import { createAdmin, createMember } from './factories.ts';
import { addAdhesion, TINY_PNG } from './members-factories.ts';

type Rows<Row> = { rows: Row[] };

/**
 * Every row of every table of the app, each as PostgreSQL writes the whole row in text (computed
 * columns included), sorted; with the sequences and the last migration applied. Two databases
 * holding the same data give equal contents, whichever engine each runs on.
 */
export async function databaseContents(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
    const { rows: tables } = (await tx.execute(
      sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )) as unknown as Rows<{ name: string }>;
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = (await tx.execute(
        sql.raw(`select t::text as "row" from public."${name}" t order by 1`),
      )) as unknown as Rows<{ row: string }>;
      contents[name] = rows.map(({ row }) => row);
    }
    const { rows: sequences } = (await tx.execute(
      sql`select sequencename as "name", last_value::text as "value" from pg_sequences where schemaname = 'public'`,
    )) as unknown as Rows<{ name: string; value: string | null }>;
    const { rows: migrations } = (await tx.execute(
      sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`,
    )) as unknown as Rows<{ hash: string; created_at: string }>;
    return { tables: contents, sequences, migrations };
  });
}

/** Every stored file's bytes, by key. */
export async function storageContents(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const prefix of STORAGE_PREFIXES) {
    for await (const key of storage.list(prefix)) {
      const stored = await storage.read(key);
      if (stored) files[key] = (await buffer(stored.body)).toString('base64');
    }
  }
  return files;
}

/**
 * A little of everything a backup must carry back: accounts, a membership with its computed
 * payment day, texts with quotes, backslashes and line breaks, an array and JSON, a sequence
 * already advanced, and files, binary ones among them; the books: a year, the chart, an entry
 * of balanced lines and its receipt.
 */
export async function seedAssociation(db: Db, storage: FileStorage) {
  const admin = await createAdmin(db);
  const member = await createMember(db, { prenom: 'Zoé "Zaza"', nom: "O'Brien \\ d'Arc\nsur deux lignes" });
  await addAdhesion(db, member.id, { startedDaysAgo: 400, montant_cents: 1250 });
  await addAdhesion(db, member.id, { startedDaysAgo: 20, statut: 'pending' });
  await db.insert(associationSettings).values({
    id: 1,
    name: 'Les Amis du Dessin',
    reminder_days_before: [45, 10],
    backups_enabled: true,
    backups_kept: 3,
    // The association's logo, a file of its own prefix, comes back with the settings that name it.
    logo_key: 'association/logo-dessin.png',
    updated_by: admin.id,
  });
  await storage.put('association/logo-dessin.png', TINY_PNG, 'image/png');
  await recordAudit(db, admin, {
    action: 'settings.update',
    target: { type: 'settings', label: 'Paramètres' },
    changes: {
      name: { before: null, after: 'Les Amis du Dessin' },
      reminder_days_before: { before: [30, 7], after: [45, 10] },
    },
  });
  await db.execute(sql`select nextval('erased_member_number'), nextval('erased_member_number')`);
  const report = Buffer.from('%PDF-1.4 rapport moral, accentué : été');
  await storage.put('documents/rapport-moral.pdf', report, 'application/pdf');
  await db.insert(documents).values({
    nom: 'Rapport moral.pdf',
    type: 'specifique',
    taille: report.length,
    url: 'documents/rapport-moral.pdf',
    mime_type: 'application/pdf',
    user_id: member.id,
    uploader_id: admin.id,
  });
  await storage.put('evenements/atelier.png', TINY_PNG, 'image/png');
  await db.insert(evenements).values({
    titre: 'Atelier',
    description: 'Apporter « ses » crayons',
    date: new Date('2030-06-15T08:30:00.123Z'),
    lieu: 'Salle des fêtes',
    image_url: 'evenements/atelier.png',
  });
  await storage.put('comptabilite/facture-salle.png', TINY_PNG, 'image/png');
  const year = await createAccountingYear(db, { start_date: '2026-01-01', end_date: '2026-12-31' });
  const placed = { year_id: year.id, date: '2026-03-14', piece_number: 1 };
  const [bank, rent] = [await accountId(db, '512'), await accountId(db, '6132')];
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(accountingEntries)
      .values({
        ...placed,
        label: 'Location de la salle « des fêtes »',
        kind: 'depense',
        user_id: member.id,
        attachment_key: 'comptabilite/facture-salle.png',
        attachment_name: 'Facture salle.png',
        attachment_type: 'image/png',
        attachment_size: TINY_PNG.length,
      })
      .returning();
    if (!entry) throw new Error('entry not created');
    await tx.insert(accountingLines).values([
      { ...placed, entry_id: entry.id, position: 0, account_id: rent, debit_cents: 15_050 },
      { ...placed, entry_id: entry.id, position: 1, account_id: bank, credit_cents: 15_050 },
    ]);
  });
  return { admin, member };
}
