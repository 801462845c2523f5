import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { formatDate } from '../../../domain/format.ts';
import { IMPORT_FIELD_LABELS } from '../../../domain/member-import.ts';
import {
  ADHESION_STATUS_BADGES,
  effectiveStatus,
  lastDayCovered,
  pickDisplayedMembership,
  todayIso,
} from '../../../domain/members.ts';
import type { ExportUsersQuery } from '../../../domain/members-schemas.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, membershipOffers, users } from '../../db/schema.ts';
import { excelAmount, excelCsvBatches, excelDate } from '../../http/excel-csv.ts';
import { isNotErased } from '../accounts/erased.ts';
import { householdPayerName } from './adhesions.ts';
import { matchesMemberSearch } from './member-search.ts';
import { matchesMembershipFilter } from './membership-filter.ts';

/** The import's own headers first, so that an export can be imported again elsewhere. */
const HEADER = [
  IMPORT_FIELD_LABELS.prenom,
  IMPORT_FIELD_LABELS.nom,
  IMPORT_FIELD_LABELS.email,
  IMPORT_FIELD_LABELS.telephone,
  IMPORT_FIELD_LABELS.adresse,
  IMPORT_FIELD_LABELS.code_postal,
  IMPORT_FIELD_LABELS.ville,
  IMPORT_FIELD_LABELS.type,
  IMPORT_FIELD_LABELS.fonction,
  IMPORT_FIELD_LABELS.montant,
  IMPORT_FIELD_LABELS.date_debut,
  IMPORT_FIELD_LABELS.date_fin,
  IMPORT_FIELD_LABELS.mode_paiement,
  'Statut de l’adhésion',
  'Compte validé',
  'Inscrit le',
  'Foyer réglé par',
];

/** Members per query: one page's rows and memberships are all the export holds in memory. */
const EXPORT_PAGE_SIZE = 1_000;

/** Where a page ended; the instant as the database wrote it, to the microsecond a `Date` would lose. */
type Cursor = { createdAt: string; id: string };

/** The rows after `cursor` in the register's order (newest first), read by key on `users_created_idx`. */
const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

const exportedColumns = {
  id: users.id,
  cursorAt: sql<string>`${users.createdAt}::text`,
  createdAt: users.createdAt,
  prenom: users.prenom,
  nom: users.nom,
  email: users.email,
  telephone: users.telephone,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
  statut_membre: users.statut_membre,
  fonction: users.fonction,
  is_active: users.is_active,
};

/** What the export shows of a membership: the fewer columns, the less each row costs to map. */
const membershipColumns = {
  user_id: adhesions.user_id,
  offer_name: membershipOffers.name,
  household_payer: householdPayerName,
  montant_cents: adhesions.montant_cents,
  date_debut: adhesions.date_debut,
  date_fin: adhesions.date_fin,
  mode_paiement: adhesions.mode_paiement,
  statut: adhesions.statut,
};

type ExportedUser = Awaited<ReturnType<typeof readPage>>[number];
type Membership = Awaited<ReturnType<typeof membershipsOf>>[number];

function readPage({ db }: AppContext, filter: SQL | undefined, cursor: Cursor | undefined) {
  return db
    .select(exportedColumns)
    .from(users)
    .where(and(filter, after(cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(EXPORT_PAGE_SIZE);
}

function membershipsOf({ db }: AppContext, page: ExportedUser[]) {
  return db
    .select(membershipColumns)
    .from(adhesions)
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(
      inArray(
        adhesions.user_id,
        page.map((user) => user.id),
      ),
    );
}

async function membershipsByUser(ctx: AppContext, page: ExportedUser[]) {
  const memberships = await membershipsOf(ctx, page);
  const byUser = new Map<string, Membership[]>();
  for (const membership of memberships) {
    const ofUser = byUser.get(membership.user_id);
    if (ofUser) ofUser.push(membership);
    else byUser.set(membership.user_id, [membership]);
  }
  return byUser;
}

function exportedRow(user: ExportedUser, memberships: Membership[], today: string): string[] {
  const shown = pickDisplayedMembership(memberships, today);
  return [
    user.prenom,
    user.nom,
    user.email,
    user.telephone ?? '',
    user.adresse ?? '',
    user.code_postal ?? '',
    user.ville ?? '',
    // The offer's name: what the import's « Type d’adhésion » reads back.
    shown ? shown.offer_name : user.statut_membre,
    user.fonction,
    shown ? excelAmount(centsToEuros(shown.montant_cents)) : '',
    shown ? excelDate(shown.date_debut) : '',
    shown ? excelDate(lastDayCovered(shown.date_fin)) : '',
    shown?.mode_paiement ?? '',
    shown ? ADHESION_STATUS_BADGES[effectiveStatus(shown, today)].label : 'Aucune adhésion',
    user.is_active ? 'Oui' : 'Non',
    formatDate(user.createdAt),
    shown?.household_payer ?? '',
  ];
}

/** The register's rows, a page of members at a time, each with the membership the list shows. */
async function* exportedPages(
  ctx: AppContext,
  { search, statut }: ExportUsersQuery,
): AsyncGenerator<string[][]> {
  const today = todayIso();
  const filter = and(isNotErased, matchesMemberSearch(search), matchesMembershipFilter(statut, today));
  let cursor: Cursor | undefined;
  for (;;) {
    const page = await readPage(ctx, filter, cursor);
    if (page.length === 0) return;
    const memberships = await membershipsByUser(ctx, page);
    yield page.map((user) => exportedRow(user, memberships.get(user.id) ?? [], today));
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}

/**
 * The register as a CSV for French Excel, filtered like the list, streamed page by page so that
 * 100,000 members never sit in memory; the stream waits whenever the download is slower.
 */
export function exportUsersCsv(ctx: AppContext, query: ExportUsersQuery) {
  return {
    fileName: `adherents-${todayIso()}.csv`,
    stream: excelCsvBatches(HEADER, exportedPages(ctx, query)),
  };
}
