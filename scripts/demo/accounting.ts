import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EntryInput } from '../../src/domain/accounting-entry-schemas.ts';
import { todayIso } from '../../src/domain/members.ts';
import type { Tx } from '../../src/server/db/client.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingProjects,
  accountingYears,
} from '../../src/server/db/schema.ts';
import { recordEntry } from '../../src/server/features/accounting/entries.ts';
import { closeYearIn } from '../../src/server/features/accounting/year-closing.ts';
import { openYear } from '../../src/server/features/accounting/years.ts';
import type { DemoContext } from './demo-context.ts';
import { simplePdf } from './documents.ts';

/** A line of an advanced entry: account number, debit and credit in cents. */
type Line = [code: string, debit: number, credit: number];

/** An entry as the treasurer typed it: month of the year (0 is September) and day, accounts by number. */
type DemoEntry = {
  on: [month: number, day: number];
  label: string;
  reference?: string;
  project?: string;
  /** Index among the demo's members. */
  member?: number;
  receipt?: string;
} & (
  | { kind: 'recette' | 'depense'; cents: number; nature: string; treasury: string }
  | { kind: 'virement'; cents: number; from: string; to: string }
  | { kind: 'avancee'; lines: Line[] }
);

const LAST_FETE = 'Fête de quartier 2026';
const NEXT_FETE = 'Fête de quartier 2027';

/** Rent, insurance, bank fees each quarter, the forum's fees, a subsidy, gifts, outings and the fête. */
const LAST_YEAR: DemoEntry[] = [
  {
    on: [0, 1],
    label: 'Première situation nette : fonds de l’association',
    kind: 'avancee',
    lines: [
      ['512', 324_560, 0],
      ['530', 18_240, 0],
      ['1021', 0, 342_800],
    ],
  },
  {
    on: [0, 12],
    label: 'Cotisations du forum des associations (14 chèques)',
    kind: 'recette',
    cents: 28_000,
    nature: '756',
    treasury: '5112',
  },
  {
    on: [0, 12],
    label: 'Cotisations en espèces du forum',
    kind: 'recette',
    cents: 6000,
    nature: '756',
    treasury: '530',
  },
  {
    on: [0, 20],
    label: 'Remise de chèques n° 1',
    reference: 'Bordereau 2025-01',
    kind: 'virement',
    cents: 28_000,
    from: '5112',
    to: '512',
  },
  {
    on: [1, 5],
    label: 'Loyer de la salle, 4e trimestre',
    reference: 'Facture 2025-10',
    kind: 'depense',
    cents: 45_000,
    nature: '6132',
    treasury: '512',
  },
  {
    on: [1, 10],
    label: 'Assurance multirisque 2025-2026',
    kind: 'depense',
    cents: 31_240,
    nature: '616',
    treasury: '512',
  },
  {
    on: [2, 8],
    label: 'Don de Pierre Dumas',
    kind: 'recette',
    cents: 20_000,
    nature: '7541',
    treasury: '512',
  },
  {
    on: [2, 15],
    label: 'Papeterie et cartouches d’encre',
    kind: 'depense',
    cents: 4890,
    nature: '6064',
    treasury: '530',
  },
  {
    on: [3, 2],
    label: 'Subvention de fonctionnement de la Ville de Lyon',
    kind: 'recette',
    cents: 150_000,
    nature: '740',
    treasury: '512',
  },
  {
    on: [3, 15],
    label: 'Goûter de Noël des adhérents',
    kind: 'depense',
    cents: 8630,
    nature: '6257',
    treasury: '530',
  },
  {
    on: [4, 5],
    label: 'Loyer de la salle, 1er trimestre',
    reference: 'Facture 2026-01',
    kind: 'depense',
    cents: 45_000,
    nature: '6132',
    treasury: '512',
  },
  {
    on: [4, 10],
    label: 'Cotisation de Julien Roux',
    kind: 'recette',
    cents: 2000,
    nature: '756',
    treasury: '512',
    member: 3,
  },
  {
    on: [4, 20],
    label: 'Cotisations réglées en ligne, janvier (12)',
    kind: 'recette',
    cents: 24_000,
    nature: '756',
    treasury: '512',
  },
  {
    on: [4, 31],
    label: 'Frais bancaires, 4e trimestre',
    kind: 'depense',
    cents: 1950,
    nature: '627',
    treasury: '512',
  },
  {
    on: [5, 3],
    label: 'Subvention du Département du Rhône',
    kind: 'recette',
    cents: 80_000,
    nature: '740',
    treasury: '512',
  },
  {
    on: [5, 14],
    label: 'Forfait téléphone de la permanence',
    kind: 'depense',
    cents: 1999,
    nature: '6265',
    treasury: '512',
  },
  {
    on: [6, 3],
    label: 'Cotisation à la fédération départementale',
    kind: 'depense',
    cents: 7500,
    nature: '6281',
    treasury: '512',
  },
  {
    on: [6, 20],
    label: 'Participations à la sortie de printemps',
    kind: 'recette',
    cents: 24_000,
    nature: '706',
    treasury: '530',
  },
  {
    on: [7, 5],
    label: 'Loyer de la salle, 2e trimestre',
    reference: 'Facture 2026-04',
    kind: 'depense',
    cents: 45_000,
    nature: '6132',
    treasury: '512',
  },
  {
    on: [7, 12],
    label: 'Car pour la sortie au musée des Confluences',
    kind: 'depense',
    cents: 38_000,
    nature: '6251',
    treasury: '512',
  },
  {
    on: [7, 30],
    label: 'Frais bancaires, 1er trimestre',
    kind: 'depense',
    cents: 1950,
    nature: '627',
    treasury: '512',
  },
  {
    on: [8, 10],
    label: 'Impression des affiches de la fête',
    kind: 'depense',
    cents: 9500,
    nature: '6236',
    treasury: '512',
    project: LAST_FETE,
  },
  {
    on: [9, 13],
    label: 'Buvette de la fête de quartier',
    kind: 'recette',
    cents: 64_250,
    nature: '707',
    treasury: '530',
    project: LAST_FETE,
  },
  {
    on: [9, 13],
    label: 'Boissons et gâteaux de la buvette',
    kind: 'depense',
    cents: 23_870,
    nature: '607',
    treasury: '530',
    project: LAST_FETE,
  },
  {
    on: [9, 13],
    label: 'Location de la sonorisation',
    kind: 'depense',
    cents: 15_000,
    nature: '6135',
    treasury: '512',
    project: LAST_FETE,
  },
  {
    on: [9, 20],
    label: 'Dépôt de la caisse de la fête',
    kind: 'virement',
    cents: 50_000,
    from: '530',
    to: '512',
  },
  {
    on: [9, 28],
    label: 'Bénévolat de la fête de quartier (80 heures)',
    project: LAST_FETE,
    kind: 'avancee',
    lines: [
      ['864', 120_000, 0],
      ['875', 0, 120_000],
    ],
  },
  {
    on: [10, 5],
    label: 'Loyer de la salle, 3e trimestre',
    reference: 'Facture 2026-07',
    kind: 'depense',
    cents: 45_000,
    nature: '6132',
    treasury: '512',
  },
  {
    on: [10, 31],
    label: 'Frais bancaires, 2e trimestre',
    kind: 'depense',
    cents: 1950,
    nature: '627',
    treasury: '512',
  },
  {
    on: [11, 20],
    label: 'Timbres pour la convocation à l’assemblée générale',
    kind: 'depense',
    cents: 5460,
    nature: '6263',
    treasury: '512',
  },
];

/** This year so far: the forum again, rent and insurance, the next fête's first costs, a gift. */
const THIS_YEAR: DemoEntry[] = [
  {
    on: [0, 11],
    label: 'Cotisations du forum des associations (18 chèques)',
    kind: 'recette',
    cents: 36_000,
    nature: '756',
    treasury: '5112',
  },
  {
    on: [0, 11],
    label: 'Cotisation de Nadia Benali',
    kind: 'recette',
    cents: 2000,
    nature: '756',
    treasury: '530',
    member: 4,
  },
  {
    on: [0, 25],
    label: 'Remise de chèques n° 1',
    reference: 'Bordereau 2026-01',
    kind: 'virement',
    cents: 36_000,
    from: '5112',
    to: '512',
  },
  {
    on: [1, 5],
    label: 'Loyer de la salle, 4e trimestre',
    reference: 'Facture 2026-10',
    kind: 'depense',
    cents: 46_500,
    nature: '6132',
    treasury: '512',
    receipt: 'Facture loyer 4e trimestre.pdf',
  },
  {
    on: [1, 10],
    label: 'Assurance multirisque 2026-2027',
    kind: 'depense',
    cents: 32_180,
    nature: '616',
    treasury: '512',
  },
  {
    on: [1, 31],
    label: 'Frais bancaires, 3e trimestre',
    kind: 'depense',
    cents: 1950,
    nature: '627',
    treasury: '512',
  },
  {
    on: [2, 4],
    label: 'Acompte pour les affiches de la fête',
    kind: 'depense',
    cents: 6000,
    nature: '6236',
    treasury: '512',
    project: NEXT_FETE,
  },
  {
    on: [2, 12],
    label: 'Don de Léa Chevalier',
    kind: 'recette',
    cents: 15_000,
    nature: '7541',
    treasury: '512',
  },
  {
    on: [2, 18],
    label: 'Acompte pour la location du chapiteau',
    kind: 'depense',
    cents: 25_000,
    nature: '6135',
    treasury: '512',
    project: NEXT_FETE,
  },
];

/** The first of September of the year holding `today`: the demo's books run September to August. */
function yearStart(today: string): string {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 9 ? 1 : 0);
  return `${year}-09-01`;
}

/** The day `month` months after a first of September (days past the month's end: its last day). */
function dayOf(start: string, [month, day]: [number, number]): string {
  const first = new Date(`${start}T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + month);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

type Named = {
  accounts: Map<string, string>;
  projects: Map<string, string>;
  members: DemoContext['members'];
};

const named = (map: Map<string, string>, key: string) => {
  const id = map.get(key);
  if (!id) throw new Error(`demo: unknown ${key}`);
  return id;
};

function inputOf(entry: DemoEntry, date: string, { accounts, projects, members }: Named): EntryInput {
  const common = {
    date,
    label: entry.label,
    piece_number: null,
    reference: entry.reference ?? null,
    user_id: entry.member === undefined ? null : (members[entry.member]?.id ?? null),
  };
  const project = entry.project ? named(projects, entry.project) : null;
  switch (entry.kind) {
    case 'recette':
    case 'depense':
      return {
        ...common,
        kind: entry.kind,
        amount_cents: entry.cents,
        nature_account_id: named(accounts, entry.nature),
        treasury_account_id: named(accounts, entry.treasury),
        project_id: project,
      };
    case 'virement':
      return {
        ...common,
        kind: 'virement',
        amount_cents: entry.cents,
        from_account_id: named(accounts, entry.from),
        to_account_id: named(accounts, entry.to),
      };
    case 'avancee':
      return {
        ...common,
        kind: 'avancee',
        lines: entry.lines.map(([code, debit, credit]) => ({
          account_id: named(accounts, code),
          debit_cents: debit,
          credit_cents: credit,
          label: null,
          project_id: project,
        })),
      };
  }
}

async function accountIds(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingAccounts);
  return new Map(rows.map(({ id, code }) => [code, id]));
}

/**
 * The demo association's books: last year (September to August) typed, then closed by the
 * treasurer, its balances carried into this year, which runs to today with the surplus
 * allocated to reserves after the assembly, and the next fête's project under way.
 */
export async function seedAccounting({ tx, storage, admin, members }: DemoContext) {
  const today = todayIso();
  const current = yearStart(today);
  const previous = dayOf(current, [-12, 1]);
  const lastYear = await openYear(
    tx,
    { label: null, start_date: previous, end_date: dayOf(current, [-1, 31]) },
    admin,
  );
  await openYear(tx, { label: null, start_date: current, end_date: dayOf(current, [11, 31]) }, admin);
  const projects = await tx
    .insert(accountingProjects)
    .values([{ label: LAST_FETE }, { label: NEXT_FETE }])
    .returning();
  const names: Named = {
    accounts: await accountIds(tx),
    projects: new Map(projects.map(({ id, label }) => [label, id])),
    members,
  };
  for (const entry of LAST_YEAR)
    await recordEntry(tx, inputOf(entry, dayOf(previous, entry.on), names), admin);
  await closeYearIn(tx, lastYear, admin);
  await tx.update(accountingProjects).set({ archived: true }).where(eq(accountingProjects.label, LAST_FETE));

  const [closed] = await tx.select().from(accountingYears).where(eq(accountingYears.id, lastYear));
  const surplus = closed?.result_cents ?? 0;
  const allocation: DemoEntry[] =
    surplus > 0
      ? [
          {
            on: [2, 21],
            label: 'Affectation du résultat de l’exercice précédent (vote de l’assemblée générale)',
            kind: 'avancee',
            lines: [
              ['120', surplus, 0],
              ['1068', 0, surplus],
            ],
          },
        ]
      : [];
  const thisYear = [...THIS_YEAR, ...allocation].sort((a, b) => a.on[0] - b.on[0] || a.on[1] - b.on[1]);
  for (const entry of thisYear) {
    const date = dayOf(current, entry.on);
    if (date >= today) continue;
    const id = await recordEntry(tx, inputOf(entry, date, names), admin);
    if (entry.receipt) await attachDemoReceipt(tx, storage, id, entry);
  }
}

/** The rent's invoice, as the treasurer scanned it. */
async function attachDemoReceipt(tx: Tx, storage: DemoContext['storage'], id: string, entry: DemoEntry) {
  const name = entry.receipt ?? 'Justificatif.pdf';
  const data = simplePdf(name.replace(/\.pdf$/, ''), [
    entry.label,
    entry.reference ?? '',
    'Montant réglé par virement.',
  ]);
  const key = `comptabilite/${randomUUID()}.pdf`;
  await storage.put(key, data, 'application/pdf');
  await tx
    .update(accountingEntries)
    .set({
      attachment_key: key,
      attachment_name: name,
      attachment_type: 'application/pdf',
      attachment_size: data.length,
    })
    .where(eq(accountingEntries.id, id));
}
