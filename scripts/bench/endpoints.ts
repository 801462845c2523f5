import { and, eq } from 'drizzle-orm';
import { ASSEMBLIES_PAGE_SIZE, PAST_ASSEMBLIES_PAGE_SIZE } from '../../src/domain/assemblies.ts';
import { DOSSIERS_PAGE_SIZE } from '../../src/domain/dossiers.ts';
import { EVENTS_PAGE_SIZE } from '../../src/domain/events.ts';
import { CATALOGUE_PAGE_SIZE, LOANS_PAGE_SIZE } from '../../src/domain/materials.ts';
import { MEMBER_MESSAGES_PAGE_SIZE, seasonStart } from '../../src/domain/member-messages.ts';
import { todayIso } from '../../src/domain/members.ts';
import { PAGE_SIZE_DEFAULT, PICKER_SIZE } from '../../src/domain/paging.ts';
import { STRUCTURES_PAGE_SIZE } from '../../src/domain/structures.ts';
import type { DbOrTx } from '../../src/server/db/client.ts';
import type { BareStatement } from '../../src/server/db/list.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingLines,
  accountingYears,
} from '../../src/server/db/schema.ts';
import {
  accountLedgerList,
  accountLedgerTotals,
} from '../../src/server/features/accounting/account-ledger.ts';
import { entriesList } from '../../src/server/features/accounting/entries-list.ts';
import { assembliesList } from '../../src/server/features/assemblies/admin-service.ts';
import { pastAssembliesList } from '../../src/server/features/assemblies/past-assemblies.ts';
import { adminDocumentsList, memberDocumentsList } from '../../src/server/features/documents/service.ts';
import { donationsList, donationTotals } from '../../src/server/features/donations/donations-list.ts';
import { nonMemberDonorsList } from '../../src/server/features/donations/donor-privacy.ts';
import { receiptsList } from '../../src/server/features/donations/receipts-list.ts';
import { dossiersList } from '../../src/server/features/dossiers/service.ts';
import { eventLists } from '../../src/server/features/events/event-query.ts';
import { ledgerList, ledgerTotals } from '../../src/server/features/ledger/service.ts';
import { catalogueList } from '../../src/server/features/materials/catalogue-service.ts';
import { loansList } from '../../src/server/features/materials/loans-service.ts';
import { matchesMemberSearch } from '../../src/server/features/members/member-search.ts';
import { registerList } from '../../src/server/features/members/users-admin.ts';
import { memberMessagesList } from '../../src/server/features/messages/archive.ts';
import { messagesList } from '../../src/server/features/messages/message-query.ts';
import { recipientsList } from '../../src/server/features/messages/recipients.ts';
import { questionsList } from '../../src/server/features/questions/service.ts';
import { structuresLists } from '../../src/server/features/structures/service.ts';
import { pendingUsersList } from '../../src/server/features/validation/service.ts';
import { BENCH_BANK_ID, BENCH_YEAR_ID, benchMessageId } from './generate.ts';

/**
 * Every list the bench measures: our route, and the statements its service runs, which the bare
 * handler runs as they are (no session, validation, ORM or response schema). A list's statements
 * come from its definition (`defineList`, `statements`), so that a change of the service's query
 * is the bare handler's too; the few a service runs beside its list (the memberships of a page of
 * the register, the registrations of a page of events, the directory's search) are written here,
 * and change with their service. Statements that read the page's rows take the page as a
 * subquery, since the bare handler runs every statement at once. A bounded total is left out
 * (`statements`): past its bound it is remembered for a minute, and the bare handler has none.
 * The bare handler names the statements our services prepare, not those they build for each
 * request (a search, whose plan depends on the words).
 */
export type Endpoint = {
  label: string;
  path: string;
  caller: 'admin' | 'member';
  /** Measured again at each size of the growth figure. */
  growsWithMembers: boolean;
  /** Built once as the bare handler starts, for the caller's id. */
  bare: (db: DbOrTx, callerId: string) => BareStatement[];
};

/** What the growth figure measures: any route, a list or not. */
export type GrowthEndpoint = Pick<Endpoint, 'label' | 'path' | 'caller'>;

/**
 * The dashboard's year at a glance: not a list (no bare handler to compare with), but its answer
 * must not grow with the members either, its months being stored once computed.
 */
export const STATISTICS: GrowthEndpoint = {
  label: 'Année en un coup d’œil (admin)',
  path: '/api/admin/statistics/year',
  caller: 'admin',
};

/** `prefixKey`: a name folded as the prefix indexes of migration 0011 read it, and as the directory sorts. */
const FOLDED_KEY = (column: string) => `immutable_unaccent(lower(${column})) COLLATE "C"`;
/** What `searchMemberDirectory` asks first, on the prefix indexes of migration 0011 (`startsWithWord`). */
const NAME_PREFIX = (column: string, word: string) => {
  const key = FOLDED_KEY(column);
  const folded = `(SELECT immutable_unaccent(lower('${word}'::text)))`;
  return `(SELECT id, prenom, nom FROM users WHERE is_active AND (${key} >= ${folded} AND ${key} < ${folded} || chr(1114111))
    ORDER BY ${key} LIMIT ${PICKER_SIZE})`;
};
/** The memberships of the register's page, as `listUsers` reads them once the page is known. */
const membershipsOf = ({ text, values }: BareStatement): BareStatement => ({
  text: `SELECT id, user_id, type, montant, date_debut, date_fin, statut, mode_paiement, payment_id, created_at
   FROM adhesions WHERE user_id IN (SELECT id FROM (${text}) AS page)`,
  values,
  prepared: true,
});
const firstPage = (pageSize: number) => ({ page: 1, pageSize });

/** A statement a service runs beside its list, unprepared as the service runs it. */
const builtEachTime = (query: { toSQL: () => { sql: string; params: unknown[] } }): BareStatement => {
  const { sql: text, params } = query.toSQL();
  return { text, values: params, prepared: false };
};

/**
 * The lines of the first page of a year's entries, with their accounts and projects, as
 * `presentEntries` reads them once the page is known (the service names the page's ids).
 */
const BOOK_PAGE_LINES: BareStatement = {
  text: `SELECT l.entry_id, l.id, l.debit_cents, l.credit_cents, l.label, l.reconciled_at, a.id, a.code, a.label, p.id, p.label
   FROM accounting_lines l JOIN accounting_accounts a ON a.id = l.account_id LEFT JOIN accounting_projects p ON p.id = l.project_id
   WHERE l.entry_id IN (SELECT id FROM accounting_entries WHERE year_id = $1 ORDER BY date DESC, piece_number DESC LIMIT ${PAGE_SIZE_DEFAULT})
   ORDER BY l.entry_id, l.position`,
  values: [BENCH_YEAR_ID],
  prepared: false,
};

/**
 * The page's rows alone, from a list whose total is the sum of the totals its service reads
 * beside it (the gifts per nature, the ledger per mode), not its own count.
 */
const rowsStatement = (statements: BareStatement[]) => statements.slice(-1);

export const ENDPOINTS: Endpoint[] = [
  {
    label: 'Adhérents (admin)',
    path: '/api/admin/users',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => {
      const statements = registerList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) });
      return [...statements, ...statements.map(membershipsOf)];
    },
  },
  {
    label: 'Adhérents, recherche « helene »',
    path: '/api/admin/users?search=helene',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => {
      const statements = registerList.statements(db, {
        page: firstPage(PAGE_SIZE_DEFAULT),
        filter: matchesMemberSearch('helene'),
      });
      return [...statements, ...statements.map(membershipsOf)];
    },
  },
  {
    label: 'Annuaire, recherche « mart »',
    path: '/api/members/directory?q=mart',
    caller: 'member',
    growsWithMembers: true,
    // Enough names start with « mart » at every size: the search stops at the prefix indexes.
    bare: () => [
      {
        text: `SELECT id, prenom, nom FROM (${[NAME_PREFIX('nom', 'mart'), NAME_PREFIX('prenom', 'mart')].join(' UNION ')}) AS found
       ORDER BY ${FOLDED_KEY('prenom')}, ${FOLDED_KEY('nom')}, id LIMIT ${PICKER_SIZE}`,
        values: [],
        prepared: true,
      },
    ],
  },
  {
    label: 'Comptes en attente',
    path: '/api/admin/pending-users',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => pendingUsersList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) }),
  },
  {
    label: 'Prêts (admin)',
    path: '/api/admin/material-loans',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => loansList.statements(db, { page: firstPage(LOANS_PAGE_SIZE) }),
  },
  {
    label: 'Catalogue',
    path: '/api/materials',
    caller: 'member',
    growsWithMembers: false,
    bare: (db) => catalogueList.statements(db, { page: firstPage(CATALOGUE_PAGE_SIZE) }),
  },
  {
    label: 'Événements à venir',
    path: '/api/events',
    caller: 'member',
    growsWithMembers: false,
    bare: (db, callerId) => {
      const statements = eventLists.upcoming.statements(db, {
        page: firstPage(EVENTS_PAGE_SIZE),
        values: { now: new Date().toISOString() },
      });
      const page = statements[statements.length - 1] as BareStatement;
      const caller = `$${page.values.length + 1}`;
      return [
        ...statements,
        {
          text: `SELECT evenement_id, count(*), bool_or(user_id = ${caller}) FROM inscriptions_evenements
           WHERE evenement_id IN (SELECT id FROM (${page.text}) AS page) GROUP BY evenement_id`,
          values: [...page.values, callerId],
          prepared: true,
        },
      ];
    },
  },
  {
    label: 'Documents (membre)',
    path: '/api/documents',
    caller: 'member',
    growsWithMembers: false,
    bare: (db, callerId) =>
      memberDocumentsList.statements(db, {
        page: firstPage(PAGE_SIZE_DEFAULT),
        values: { userId: callerId },
      }),
  },
  {
    label: 'Documents (admin)',
    path: '/api/admin/documents',
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => adminDocumentsList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) }),
  },
  {
    label: 'Assemblées générales (admin)',
    path: '/api/admin/assemblies',
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => assembliesList.statements(db, { page: firstPage(ASSEMBLIES_PAGE_SIZE) }),
  },
  {
    label: 'Structures',
    path: '/api/structures',
    caller: 'member',
    growsWithMembers: false,
    bare: (db) => structuresLists.recent.statements(db, { page: firstPage(STRUCTURES_PAGE_SIZE) }),
  },
  {
    label: 'Dossiers',
    path: '/api/dossiers',
    caller: 'member',
    growsWithMembers: false,
    bare: (db) => dossiersList.statements(db, { page: firstPage(DOSSIERS_PAGE_SIZE) }),
  },
  {
    label: 'Dons (admin)',
    path: '/api/admin/donations',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => [
      builtEachTime(donationTotals(db, undefined)),
      ...rowsStatement(donationsList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) })),
    ],
  },
  {
    label: 'Reçus fiscaux',
    path: '/api/admin/donation-receipts',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => receiptsList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) }),
  },
  {
    label: 'Donateurs non membres',
    path: '/api/admin/donors',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => nonMemberDonorsList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) }),
  },
  {
    label: 'Registre des paiements',
    path: '/api/admin/payments',
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => [
      ...ledgerTotals(db, {}).map(builtEachTime),
      ...rowsStatement(ledgerList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) })),
    ],
  },
  {
    label: 'Messages (admin)',
    path: '/api/admin/messages',
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => {
      const statements = messagesList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) });
      const page = statements[statements.length - 1] as BareStatement;
      return [
        ...statements,
        {
          text: `SELECT message_id, status, count(*) FROM message_recipients
           WHERE message_id IN (SELECT id FROM (${page.text}) AS page) GROUP BY message_id, status`,
          values: page.values,
          prepared: true,
        },
      ];
    },
  },
  {
    label: 'Destinataires d’un message',
    path: `/api/admin/messages/${benchMessageId(1)}/recipients`,
    caller: 'admin',
    growsWithMembers: true,
    bare: (db) => [
      // The service first reads the message, for its 404.
      { text: 'SELECT * FROM messages WHERE id = $1', values: [benchMessageId(1)], prepared: true },
      ...recipientsList.statements(db, {
        page: firstPage(PAGE_SIZE_DEFAULT),
        values: { messageId: benchMessageId(1) },
      }),
    ],
  },
  {
    label: 'Mes messages (membre)',
    path: '/api/messages',
    caller: 'member',
    growsWithMembers: false,
    bare: (db, callerId) => [
      ...memberMessagesList.statements(db, {
        page: firstPage(MEMBER_MESSAGES_PAGE_SIZE),
        values: {
          userId: callerId,
          // The caller joined as the bench started: the season's news before are theirs.
          joinedAt: new Date().toISOString(),
          seesEarlierNews: true,
          seasonStart: seasonStart(todayIso()),
        },
      }),
      {
        text: `SELECT count(*) FROM message_recipients
         WHERE user_id = $1::uuid AND status IN ('envoye', 'echec') AND read_at IS NULL`,
        values: [callerId],
        prepared: true,
      },
    ],
  },
  {
    label: 'Questions (admin)',
    path: '/api/questions',
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => questionsList.statements(db, { page: firstPage(PAGE_SIZE_DEFAULT) }),
  },
  {
    label: 'AG passées',
    path: '/api/assemblies/past',
    caller: 'member',
    growsWithMembers: false,
    bare: (db) => pastAssembliesList.statements(db, { page: firstPage(PAST_ASSEMBLIES_PAGE_SIZE) }),
  },
  {
    label: 'Écritures d’un exercice (100 000 lignes)',
    path: `/api/admin/accounting/years/${BENCH_YEAR_ID}/entries`,
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => {
      const statements = entriesList.statements(db, {
        base: eq(accountingEntries.year_id, BENCH_YEAR_ID),
        page: firstPage(PAGE_SIZE_DEFAULT),
      });
      return [
        // The service first reads the year, for its 404.
        builtEachTime(
          db
            .select({ id: accountingYears.id })
            .from(accountingYears)
            .where(eq(accountingYears.id, BENCH_YEAR_ID)),
        ),
        ...statements,
        BOOK_PAGE_LINES,
      ];
    },
  },
  {
    label: 'Lignes d’un compte, solde progressif (50 000 lignes)',
    path: `/api/admin/accounting/accounts/${BENCH_BANK_ID}/lines?year_id=${BENCH_YEAR_ID}`,
    caller: 'admin',
    growsWithMembers: false,
    bare: (db) => [
      // The service first reads the account and the year, for their 404.
      builtEachTime(
        db
          .select({ id: accountingAccounts.id })
          .from(accountingAccounts)
          .where(eq(accountingAccounts.id, BENCH_BANK_ID)),
      ),
      builtEachTime(
        db
          .select({ id: accountingYears.id })
          .from(accountingYears)
          .where(eq(accountingYears.id, BENCH_YEAR_ID)),
      ),
      ...accountLedgerList.statements(db, {
        base: and(eq(accountingLines.account_id, BENCH_BANK_ID), eq(accountingLines.year_id, BENCH_YEAR_ID)),
        page: firstPage(PAGE_SIZE_DEFAULT),
      }),
      builtEachTime(accountLedgerTotals(db, BENCH_BANK_ID, BENCH_YEAR_ID)),
    ],
  },
];
