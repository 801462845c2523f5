import type pg from 'pg';
import { ASSOCIATIONS_CHART } from '../../src/domain/accounting-chart.ts';
import { LOAN_STATUSES } from '../../src/domain/materials.ts';
import { STRUCTURE_CATEGORIES } from '../../src/domain/structures.ts';

export type AssociationSize = { members: number; loans: number; events: number };

/** French names, so that searches meet accents and shared prefixes as they would in a register. */
const LAST_NAMES = `Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau
  Simon Laurent Lefèbvre Michel Garcia David Bertrand Roux Vincent Fournier
  Morel Girard André Lefèvre Mercier Dupont Lambert Bonnet François Martinez
  Legrand Garnier Faure Rousseau Blanc Guérin Müller Henry Roussel Nicolas`.split(/\s+/);
const FIRST_NAMES = `Hélène Camille Léa Manon Chloé Inès Zoé Noël Jérôme Benoît
  Élodie Gaëlle Loïc Océane Raphaël Mathéo Anaïs Cécile Françoise Agnès
  Louis Hugo Jules Lucas Nathan Paul Arthur Tom Emma Alice`.split(/\s+/);

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The statements that fill a freshly migrated database, every row made by PostgreSQL itself from
 * `generate_series`: 100,000 members and loans take seconds, not the minutes of inserts from Node.
 * Members are spread over five years of registrations, 5 % of them awaiting validation; loans,
 * registrations and documents point at members and equipment spread evenly.
 */
function memberStatements({ members }: AssociationSize): string[] {
  return [
    `INSERT INTO users (id, name, email, email_verified, prenom, nom, ville, code_postal, is_active, created_at, updated_at)
     SELECT gen_random_uuid(), f.prenom || ' ' || f.nom, 'membre' || i || '@exemple.fr', true, f.prenom, f.nom,
            'Ville ' || (i % 500), lpad((i % 95000 + 1000)::text, 5, '0'), i % 20 <> 0,
            now() - interval '5 years' * i / ${members}, now()
     FROM generate_series(1, ${members}) AS i,
     LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] AS prenom,
                     (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS nom) AS f`,
    `CREATE TEMPORARY TABLE numbered_members AS
     SELECT row_number() OVER (ORDER BY created_at, id) AS n, id FROM users WHERE is_active`,
    'CREATE UNIQUE INDEX ON numbered_members (n)',
  ];
}

/** A message a month for a year, each to every validated member. */
const MESSAGES = 12;
/** The id of the `n`-th message, counting from the newest. */
export const benchMessageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The books' year and bank account the bench's paths name. */
export const BENCH_YEAR_ID = '00000000-0000-4000-8000-00000000a001';
export const BENCH_BANK_ID = '00000000-0000-4000-8000-00000000a512';
/** Entries of two lines: a year of 100,000 lines, half of them on the bank account. */
const BOOK_ENTRIES = 50_000;
/** What the receipts and expenses are for, in turn. */
const NATURES = ['756', '7541', '740', '706', '6132', '616', '6064', '627', '6236', '6257'];

/**
 * The chart, one year, and its entries: receipts and expenses on the bank, spread over the year,
 * each with its nature's line. Entries and lines go in one statement, so that every entry balances
 * when it commits (the constraint trigger of migration `accounting`).
 */
function booksStatements(): string[] {
  const codes = sqlArray(ASSOCIATIONS_CHART.map((account) => account.code));
  const labels = sqlArray(ASSOCIATIONS_CHART.map((account) => account.label));
  const amount = '(1000 + (e.piece_number * 37) % 20000)';
  const isReceipt = `e.kind = 'recette'`;
  return [
    `INSERT INTO accounting_accounts (id, code, label, added)
     SELECT CASE WHEN c.code = '512' THEN '${BENCH_BANK_ID}'::uuid ELSE gen_random_uuid() END, c.code, c.label, false
     FROM unnest(${codes}, ${labels}) AS c(code, label)`,
    `INSERT INTO accounting_years (id, label, start_date, end_date) VALUES ('${BENCH_YEAR_ID}', '2026', '2026-01-01', '2026-12-31')`,
    `WITH e AS (
       INSERT INTO accounting_entries (year_id, date, label, kind, piece_number)
       SELECT '${BENCH_YEAR_ID}'::uuid, date '2026-01-01' + (i * 364 / ${BOOK_ENTRIES}), 'Écriture du banc ' || i,
              CASE WHEN (i % ${NATURES.length}) < 4 THEN 'recette' ELSE 'depense' END::accounting_entry_kind, i
       FROM generate_series(1, ${BOOK_ENTRIES}) AS i
       RETURNING id, year_id, date, kind, piece_number
     )
     INSERT INTO accounting_lines (entry_id, year_id, date, piece_number, position, account_id, debit_cents, credit_cents)
     SELECT e.id, e.year_id, e.date, e.piece_number, side.position,
            CASE WHEN side.position = 0 THEN '${BENCH_BANK_ID}'::uuid ELSE nature.id END,
            CASE WHEN (side.position = 0) = (${isReceipt}) THEN ${amount} ELSE 0 END,
            CASE WHEN (side.position = 0) = (${isReceipt}) THEN 0 ELSE ${amount} END
     FROM e
     CROSS JOIN (VALUES (0), (1)) AS side(position)
     JOIN accounting_accounts nature ON nature.code = (${sqlArray(NATURES)})[1 + e.piece_number % ${NATURES.length}]`,
  ];
}

/** `active`: how many validated members `numbered_members` holds, each row picking one of them. */
function otherStatements({ members, loans, events }: AssociationSize, active: number): string[] {
  const documents = Math.max(200, Math.round(members / 10));
  const assemblies = 20;
  const donors = Math.max(100, Math.round(members / 5));
  const gifts = donors * 3;
  const someMember = (n: string) => `(SELECT id FROM numbered_members WHERE n = 1 + (${n}) % ${active})`;
  return [
    `INSERT INTO adhesions (user_id, montant, date_debut, date_fin, statut, mode_paiement)
     SELECT id, 7.5, current_date - (n % 700)::int, current_date - (n % 700)::int + 365, 'active', 'Carte Bancaire'
     FROM numbered_members`,
    `INSERT INTO material_categories (name, icon)
     SELECT 'Catégorie ' || i, 'Folder' FROM generate_series(1, 8) AS i`,
    `INSERT INTO materials (name, description, category_id, total_quantity, available_quantity)
     SELECT 'Matériel ' || i, 'Description du matériel ' || i,
            (SELECT id FROM material_categories ORDER BY name OFFSET i % 8 LIMIT 1), 50, 40
     FROM generate_series(1, 300) AS i`,
    'CREATE TEMPORARY TABLE numbered_materials AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM materials',
    `INSERT INTO material_loans (material_id, user_id, quantity, start_date, end_date, usage_context, status, created_at)
     SELECT nm.id, mm.id, 1 + i % 3, now() - make_interval(days => i % 900), now() - make_interval(days => i % 900) + interval '3 days',
            'Atelier du samedi ' || i,
            (${sqlArray([...LOAN_STATUSES])})[1 + i % ${LOAN_STATUSES.length}]::loan_status,
            now() - interval '3 years' * i / ${loans}
     FROM generate_series(1, ${loans}) AS i
     JOIN numbered_members mm ON mm.n = 1 + i % ${active}
     JOIN numbered_materials nm ON nm.n = 1 + i % 300`,
    `INSERT INTO evenements (titre, description, date, lieu, places_max)
     SELECT 'Événement ' || i, 'Une rencontre de l''association, numéro ' || i, now() + make_interval(days => i - ${Math.floor(events / 2)}),
            'Salle ' || (i % 10), 30
     FROM generate_series(1, ${events}) AS i`,
    `INSERT INTO inscriptions_evenements (evenement_id, user_id)
     SELECT e.id, mm.id
     FROM (SELECT row_number() OVER (ORDER BY date) AS n, id FROM evenements) AS e
     CROSS JOIN generate_series(0, 9) AS k
     JOIN numbered_members mm ON mm.n = 1 + (e.n * 10 + k) % ${active}`,
    `INSERT INTO documents (nom, type, taille, url, mime_type, user_id, created_at)
     SELECT 'Document ' || i || '.pdf',
            CASE WHEN i % 2 = 0 THEN 'general' ELSE 'specifique' END::document_type,
            10000 + i, 'documents/bench-' || i || '.pdf', 'application/pdf',
            CASE WHEN i % 2 = 0 THEN NULL ELSE ${someMember('i')} END,
            now() - make_interval(hours => i)
     FROM generate_series(1, ${documents}) AS i`,
    `INSERT INTO assemblees_generales (date, status, lieu, ordre_du_jour)
     SELECT now() - make_interval(days => 365 * (i - 1)), CASE WHEN i = 1 THEN 'a_venir' ELSE 'terminee' END::ag_status,
            'Salle des fêtes', '["Rapport moral","Rapport financier"]'::jsonb
     FROM generate_series(1, ${assemblies}) AS i`,
    `INSERT INTO presences_ag (ag_id, user_id, present)
     SELECT ag.id, mm.id, mm.n % 3 = 0
     FROM assemblees_generales ag JOIN numbered_members mm ON mm.n % 10 = 0`,
    `INSERT INTO structures (nom, adresse, code_postal, ville, telephone, email, categorie, created_at)
     SELECT 'Résidence ' || i, i || ' rue de la Paix', lpad((i % 95000 + 1000)::text, 5, '0'), 'Ville ' || (i % 300),
            '0102030405', 'structure' || i || '@exemple.fr',
            (${sqlArray([...STRUCTURE_CATEGORIES])})[1 + i % ${STRUCTURE_CATEGORIES.length}]::structure_category,
            now() - make_interval(hours => i)
     FROM generate_series(1, 2000) AS i`,
    `INSERT INTO dossiers (nom, description, user_id, date_modification)
     SELECT 'HDS-' || lpad(i::text, 6, '0'), 'Notes du dossier ' || i,
            ${someMember('i')},
            now() - make_interval(hours => i)
     FROM generate_series(1, 2000) AS i`,
    `INSERT INTO questions_inspirantes (question)
     SELECT 'Qu''avez-vous appris cette année, question ' || i || ' ?' FROM generate_series(1, 300) AS i`,
    // Donors who are not members, one in five members' number, each with a few gifts over five
    // years, in money (cheques or cards) or in kind, and a receipt for every fourth gift.
    `INSERT INTO donors (prenom, nom, email, ville, created_at)
     SELECT f.prenom, f.nom, 'donateur' || i || '@exemple.fr', 'Ville ' || (i % 500), now() - make_interval(days => i % 1800)
     FROM generate_series(1, ${donors}) AS i,
     LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] AS prenom,
                     (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS nom) AS f`,
    'CREATE TEMPORARY TABLE numbered_donors AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM donors',
    `INSERT INTO donations (donor_id, amount, donated_on, nature, mode_paiement, in_kind_description, receipt_wanted)
     SELECT nd.id, 10 + i % 190, current_date - (i % 1800),
            CASE WHEN i % 10 = 0 THEN 'nature' ELSE 'numeraire' END::donation_nature,
            CASE WHEN i % 10 = 0 THEN NULL WHEN i % 2 = 0 THEN 'Virement' ELSE 'Carte Bancaire' END::payment_mode,
            CASE WHEN i % 10 = 0 THEN 'Fournitures ' || i END, i % 3 = 0
     FROM generate_series(1, ${gifts}) AS i
     JOIN numbered_donors nd ON nd.n = 1 + i % ${donors}`,
    `INSERT INTO donation_receipts (number, year, sequence, kind, donor_id, donor, beneficiary, amount, first_day, last_day,
                                    donation_ids, natures, modes, articles, access_token, issued_at)
     SELECT extract(year FROM d.donated_on)::int || '-' || lpad(d.n::text, 6, '0'), extract(year FROM d.donated_on)::int, d.n, 'don',
            d.donor_id, jsonb_build_object('prenom', donors.prenom, 'nom', donors.nom, 'adresse', '', 'code_postal', '', 'ville', ''),
            '{}'::jsonb, d.amount, d.donated_on, d.donated_on, ARRAY[d.id], ARRAY[d.nature::text],
            ARRAY[coalesce(d.mode_paiement::text, '')], ARRAY['200']::text[], 'jeton-' || d.n, d.donated_on::timestamptz
     FROM (SELECT row_number() OVER (ORDER BY id) AS n, * FROM donations) AS d
     JOIN donors ON donors.id = d.donor_id
     WHERE d.n % 4 = 0`,
    `UPDATE donations SET receipt_id = donation_receipts.id
     FROM donation_receipts WHERE donation_receipts.donation_ids = ARRAY[donations.id]`,
    // A news to every member each month for a year, with ids the bench's paths name; every member got it.
    `INSERT INTO messages (id, category, subject, body_html, body_text, audience, status, sent_at, created_at)
     SELECT ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'informations', 'Nouvelles du mois ' || i, '<p>Les nouvelles ' || i || '</p>', 'Les nouvelles ' || i,
            '{"filters": [{"kind": "tous"}]}'::jsonb, 'envoye', now() - make_interval(months => i - 1, days => 1), now() - make_interval(months => i - 1, days => 1)
     FROM generate_series(1, ${MESSAGES}) AS i`,
    `INSERT INTO message_recipients (message_id, user_id, status, sent_at, read_at)
     SELECT m.id, mm.id, 'envoye', m.sent_at, CASE WHEN mm.n % 3 = 0 THEN m.sent_at END
     FROM messages m CROSS JOIN numbered_members mm`,
    ...booksStatements(),
    // Vacuumed too: else autovacuum visits the fresh rows during the measures, and index-only
    // scans need the visibility map it writes.
    'VACUUM ANALYZE',
  ];
}

export async function generateAssociation(client: pg.Client, size: AssociationSize): Promise<void> {
  for (const statement of memberStatements(size)) await client.query(statement);
  const { rows } = await client.query<{ active: number }>(
    'SELECT count(*)::int AS active FROM numbered_members',
  );
  for (const statement of otherStatements(size, rows[0]?.active ?? 1)) await client.query(statement);
}
