import { ASSEMBLIES_PAGE_SIZE } from '../../src/domain/assemblies.ts';
import { DOSSIERS_PAGE_SIZE } from '../../src/domain/dossiers.ts';
import { EVENTS_PAGE_SIZE } from '../../src/domain/events.ts';
import { CATALOGUE_PAGE_SIZE, LOANS_PAGE_SIZE } from '../../src/domain/materials.ts';
import { PAGE_SIZE_DEFAULT, PICKER_SIZE } from '../../src/domain/paging.ts';
import { STRUCTURES_PAGE_SIZE } from '../../src/domain/structures.ts';
import { FILTERED_COUNT_EXACT_MAX, TABLE_COUNT_EXACT_MAX } from '../../src/server/db/row-count.ts';

/**
 * Every list the bench measures: our route, and the statements its service runs, which the bare
 * handler runs as they are (no session, validation, ORM or response schema). When a service's
 * queries change, its entry changes with them: the comparison holds only for the same SQL.
 * `$1` is the caller's id. Statements that read the page's rows (memberships, registrations)
 * take the page as a subquery, since the bare handler runs every statement at once. A total past
 * its bound is remembered for a minute (`countListTotal`): at the bench's size, the register and
 * the loans are counted once, not on every request, and their bare handlers do not count them.
 * The bare handler names its statements, as our services prepare theirs, except those our
 * services build for each request (`built`: a search, whose plan depends on the words).
 */
export type Endpoint = {
  label: string;
  path: string;
  caller: 'admin' | 'member';
  /** Measured again at each size of the growth figure. */
  growsWithMembers: boolean;
  bare: Statement[];
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

type Statement = { text: string; named: boolean };
const named = (text: string): Statement => ({ text, named: true });
const built = (text: string): Statement => ({ text, named: false });

const USER_COLUMNS = `id, email, prenom, nom, telephone, adresse, code_postal, ville, role, statut_membre, fonction,
  is_active, created_at, last_sign_in_at`;
/** The register, its searches and the pending accounts leave out erased accounts (`isNotErased`). */
const NOT_ERASED = 'erased_at IS NULL';
/** `countListTotal` under its bound: a bounded count. */
const BOUNDED_COUNT = (from: string, max = TABLE_COUNT_EXACT_MAX) =>
  `SELECT count(*) FROM (SELECT 1 FROM ${from} LIMIT ${max + 1}) AS bounded`;
/** What `matchesMemberSearch` compares: the folded column of migration 0012, on its trigram index. */
const MEMBER_SEARCH = (word: string) => `search_text LIKE '%' || immutable_unaccent(lower('${word}')) || '%'`;
/** `prefixKey`: a name folded as the prefix indexes of migration 0011 read it, and as the directory sorts. */
const FOLDED_KEY = (column: string) => `immutable_unaccent(lower(${column})) COLLATE "C"`;
/** What `searchMemberDirectory` asks first, on the prefix indexes of migration 0011 (`startsWithWord`). */
const NAME_PREFIX = (column: string, word: string) => {
  const key = FOLDED_KEY(column);
  const folded = `(SELECT immutable_unaccent(lower('${word}'::text)))`;
  return `(SELECT id, prenom, nom FROM users WHERE is_active AND (${key} >= ${folded} AND ${key} < ${folded} || chr(1114111))
    ORDER BY ${key} LIMIT ${PICKER_SIZE})`;
};
const USERS_PAGE = (where: string) =>
  `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE_DEFAULT}`;
const MEMBERSHIPS_OF = (page: string) =>
  `SELECT id, user_id, type, montant, date_debut, date_fin, statut, mode_paiement, payment_id, created_at
   FROM adhesions WHERE user_id IN (SELECT id FROM (${page}) AS page)`;

export const ENDPOINTS: Endpoint[] = [
  {
    label: 'Adhérents (admin)',
    path: '/api/admin/users',
    caller: 'admin',
    growsWithMembers: true,
    bare: [
      named(USERS_PAGE(`WHERE ${NOT_ERASED}`)),
      named(MEMBERSHIPS_OF(USERS_PAGE(`WHERE ${NOT_ERASED}`))),
    ],
  },
  {
    label: 'Adhérents, recherche « helene »',
    path: '/api/admin/users?search=helene',
    caller: 'admin',
    growsWithMembers: true,
    bare: [
      built(
        BOUNDED_COUNT(`users WHERE ${NOT_ERASED} AND ${MEMBER_SEARCH('helene')}`, FILTERED_COUNT_EXACT_MAX),
      ),
      built(USERS_PAGE(`WHERE ${NOT_ERASED} AND ${MEMBER_SEARCH('helene')}`)),
      named(MEMBERSHIPS_OF(USERS_PAGE(`WHERE ${NOT_ERASED} AND ${MEMBER_SEARCH('helene')}`))),
    ],
  },
  {
    label: 'Annuaire, recherche « mart »',
    path: '/api/members/directory?q=mart',
    caller: 'member',
    growsWithMembers: true,
    // Enough names start with « mart » at every size: the search stops at the prefix indexes.
    bare: [
      named(`SELECT id, prenom, nom FROM (${[NAME_PREFIX('nom', 'mart'), NAME_PREFIX('prenom', 'mart')].join(' UNION ')}) AS found
       ORDER BY ${FOLDED_KEY('prenom')}, ${FOLDED_KEY('nom')}, id LIMIT ${PICKER_SIZE}`),
    ],
  },
  {
    label: 'Comptes en attente',
    path: '/api/admin/pending-users',
    caller: 'admin',
    growsWithMembers: true,
    bare: [
      // A list's base: counted like a whole table.
      named(BOUNDED_COUNT(`users WHERE NOT is_active AND ${NOT_ERASED}`)),
      named(`SELECT id, prenom, nom, email, adresse, code_postal, ville, created_at FROM users
       WHERE NOT is_active AND ${NOT_ERASED} ORDER BY created_at, id LIMIT ${PAGE_SIZE_DEFAULT}`),
    ],
  },
  {
    label: 'Prêts (admin)',
    path: '/api/admin/material-loans',
    caller: 'admin',
    growsWithMembers: true,
    bare: [
      named(`SELECT l.id, l.user_id, l.quantity, l.start_date, l.end_date, l.usage_context, l.status, l.return_state,
         l.return_notes, l.created_at, m.id, m.name, u.id, u.prenom, u.nom, u.email
       FROM material_loans l JOIN materials m ON l.material_id = m.id JOIN users u ON l.user_id = u.id
       ORDER BY l.created_at DESC, l.id DESC LIMIT ${LOANS_PAGE_SIZE}`),
    ],
  },
  {
    label: 'Catalogue',
    path: '/api/materials',
    caller: 'member',
    growsWithMembers: false,
    bare: [
      named('SELECT count(*) FROM materials'),
      named(`SELECT m.id, m.name, m.description, m.image_url, m.category_id, m.total_quantity, m.available_quantity,
         m.default_state, c.id, c.name, c.icon
       FROM materials m JOIN material_categories c ON m.category_id = c.id ORDER BY m.name, m.id LIMIT ${CATALOGUE_PAGE_SIZE}`),
    ],
  },
  {
    label: 'Événements à venir',
    path: '/api/events',
    caller: 'member',
    growsWithMembers: false,
    bare: [
      named('SELECT count(*) FROM evenements WHERE date >= now()'),
      named(`SELECT evenement_id, count(*), bool_or(user_id = $1) FROM inscriptions_evenements
       WHERE evenement_id IN (SELECT id FROM evenements WHERE date >= now() ORDER BY date, titre, id LIMIT ${EVENTS_PAGE_SIZE})
       GROUP BY evenement_id`),
      named(`SELECT id, titre, description, date, lieu, places_max, image_url, created_at FROM evenements
       WHERE date >= now() ORDER BY date, titre, id LIMIT ${EVENTS_PAGE_SIZE}`),
    ],
  },
  {
    label: 'Documents (membre)',
    path: '/api/documents',
    caller: 'member',
    growsWithMembers: false,
    bare: [
      named(`SELECT count(*) FROM documents WHERE type = 'general' OR user_id = $1`),
      named(`SELECT id, nom, type, taille, url, mime_type, user_id, uploader_id, created_at FROM documents
       WHERE type = 'general' OR user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE_DEFAULT}`),
    ],
  },
  {
    label: 'Documents (admin)',
    path: '/api/admin/documents',
    caller: 'admin',
    growsWithMembers: false,
    bare: [
      named(BOUNDED_COUNT('documents')),
      named(`SELECT d.id, d.nom, d.type, d.taille, d.created_at, r.prenom, r.nom, r.email, u.prenom, u.nom, u.email
       FROM (SELECT * FROM documents ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE_DEFAULT}) AS d
       LEFT JOIN users r ON d.user_id = r.id LEFT JOIN users u ON d.uploader_id = u.id
       ORDER BY d.created_at DESC, d.id DESC`),
    ],
  },
  {
    label: 'Assemblées générales (admin)',
    path: '/api/admin/assemblies',
    caller: 'admin',
    growsWithMembers: false,
    bare: [
      named('SELECT count(*) FROM assemblees_generales'),
      named(`SELECT id, date, status, lieu, lien_visio, ordre_du_jour, created_at FROM assemblees_generales
       ORDER BY date DESC, id DESC LIMIT ${ASSEMBLIES_PAGE_SIZE}`),
    ],
  },
  {
    label: 'Structures',
    path: '/api/structures',
    caller: 'member',
    growsWithMembers: false,
    bare: [
      named('SELECT count(*) FROM structures'),
      named(`SELECT id, nom, adresse, code_postal, ville, telephone, email, description, categorie, statut, user_id, created_at
       FROM structures ORDER BY created_at DESC, id DESC LIMIT ${STRUCTURES_PAGE_SIZE}`),
    ],
  },
  {
    label: 'Dossiers',
    path: '/api/dossiers',
    caller: 'member',
    growsWithMembers: false,
    bare: [
      named('SELECT count(*) FROM dossiers'),
      named(`SELECT d.id, d.nom, d.description, d.statut, d.user_id, u.prenom, u.nom, d.date_creation, d.date_modification,
         jsonb_array_length(d.etapes)
       FROM dossiers d LEFT JOIN users u ON u.id = d.user_id ORDER BY d.date_modification DESC, d.id DESC LIMIT ${DOSSIERS_PAGE_SIZE}`),
    ],
  },
];
