/**
 * Who writes each table (docs/architecture.md, « Qui écrit quelle table »). Any feature may read
 * any table in SQL (a list's join, a statistic, an audience); only the owner inserts, updates or
 * deletes its rows, and another feature that must change them calls the owner's service.
 * `writers` names the other features that still write a table, each with its reason: the list
 * shrinks, it does not grow. `npm run check:tables` holds the server to this map, refuses a table
 * it forgets and a writer that no longer writes.
 *
 * An owner is a feature of `src/server/features`, or a layer (`infra/mail`, `http`) for the tables
 * the machinery keeps. The restore of a backup (`features/backup`) reloads every table at once.
 */
type Ownership = { owner: string; writers?: Record<string, string> };

/** The erasure and the deletion of an account walk the personal data registry (DESIGN, rule 10). */
const ERASURE = 'erases or anonymises a person’s rows, walking the personal data registry';
/** The membership rework brings these writes into `members`. */
const MEMBERSHIP_REWORK = 'validates or refuses a sign-up: to go through members with the membership rework';

export const TABLE_OWNERS: Record<string, Ownership> = {
  users: {
    owner: 'auth',
    writers: {
      members: 'the profile, the register, the import and the invitations: to go through auth',
      validation: MEMBERSHIP_REWORK,
      privacy: ERASURE,
    },
  },
  sessions: { owner: 'auth', writers: { privacy: ERASURE } },
  accounts: {
    owner: 'auth',
    writers: {
      members: 'the import creates its accounts without createAccount: to go through auth',
      privacy: ERASURE,
    },
  },
  verifications: {
    owner: 'auth',
    writers: { members: 'the invitations’ tokens: to go through auth', privacy: ERASURE },
  },
  two_factors: { owner: 'auth', writers: { privacy: ERASURE } },
  membership_offers: { owner: 'offers' },
  adhesions: {
    owner: 'members',
    writers: {
      registration: 'records the first membership once paid: to go through members',
      validation: MEMBERSHIP_REWORK,
    },
  },
  household_invitations: { owner: 'members', writers: { privacy: ERASURE } },
  household_dependants: { owner: 'members', writers: { privacy: ERASURE } },
  attestations: { owner: 'attestations' },
  attestation_counters: { owner: 'attestations' },
  association_settings: { owner: 'settings' },
  module_switches: { owner: 'modules' },
  renewal_reminders: { owner: 'reminders' },
  documents: { owner: 'documents', writers: { privacy: ERASURE } },
  evenements: { owner: 'events' },
  inscriptions_evenements: { owner: 'events', writers: { privacy: ERASURE } },
  structures: { owner: 'structures' },
  dossiers: { owner: 'dossiers' },
  questions_inspirantes: { owner: 'questions' },
  assemblees_generales: { owner: 'assemblies' },
  presences_ag: { owner: 'assemblies', writers: { privacy: ERASURE } },
  ag_resolutions: { owner: 'assemblies' },
  ag_hand_counts: { owner: 'assemblies' },
  votes_ag: { owner: 'assemblies' },
  ag_secret_voters: { owner: 'assemblies' },
  ag_secret_ballots: { owner: 'assemblies' },
  documents_ag: { owner: 'assemblies' },
  commentaires_ag: { owner: 'assemblies', writers: { privacy: ERASURE } },
  legal_infos: { owner: 'legal' },
  material_categories: { owner: 'materials' },
  materials: { owner: 'materials' },
  material_loans: { owner: 'materials', writers: { privacy: ERASURE } },
  mail_outbox: {
    owner: 'infra/mail',
    writers: { donations: 'forgetting a donor: to go through infra/mail', privacy: ERASURE },
  },
  messages: { owner: 'messages' },
  message_recipients: { owner: 'messages', writers: { privacy: ERASURE } },
  message_opt_outs: { owner: 'messages', writers: { privacy: ERASURE } },
  checkout_sessions: {
    owner: 'payments',
    writers: { donations: 'forgetting a donor: to go through payments', privacy: ERASURE },
  },
  simulated_payments: { owner: 'infra/payments' },
  rate_limits: { owner: 'http' },
  audit_log: { owner: 'audit' },
  statistics_months: { owner: 'statistics' },
  statistics_ending: { owner: 'statistics' },
  donors: { owner: 'donations' },
  donation_receipts: { owner: 'donations' },
  receipt_counters: { owner: 'donations' },
  donations: { owner: 'donations' },
  donation_settings: { owner: 'donations' },
  accounting_years: { owner: 'accounting' },
  accounting_accounts: { owner: 'accounting' },
  accounting_projects: { owner: 'accounting' },
  accounting_entries: { owner: 'accounting' },
  accounting_lines: { owner: 'accounting' },
  accounting_budgets: { owner: 'accounting' },
};
