import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENTRY_KINDS } from '../../domain/accounting.ts';
import { AG_STATUSES, VOTE_VALUES } from '../../domain/assemblies.ts';
import { ASSEMBLY_KINDS } from '../../domain/assembly-kinds.ts';
import {
  type AssemblyFigures,
  MAJORITY_RULES,
  RESOLUTION_KINDS,
  RESOLUTION_STATUSES,
  VOTER_RULES,
} from '../../domain/assembly-resolutions.ts';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_STATUSES,
  RECIPIENT_STATUSES,
} from '../../domain/association-messages.ts';
import { CHECKOUT_PURPOSES, CHECKOUT_STATUSES, SIMULATED_PAYMENT_STATUSES } from '../../domain/checkouts.ts';
import { DOCUMENT_TYPES } from '../../domain/documents.ts';
import {
  DONATION_NATURES,
  DONOR_KINDS,
  RECEIPT_KINDS,
  RECEIPT_LEGAL_STATUSES,
  RECEIPT_MODES,
  type ReceiptArticle,
  type ReceiptLegalStatus,
} from '../../domain/donations.ts';
import { DOSSIER_STEPS, type DossierStepEntry } from '../../domain/dossiers.ts';
import { HOUSEHOLD_INVITATION_STATUSES } from '../../domain/households.ts';
import { LEGAL_TYPES } from '../../domain/legal.ts';
import { CATEGORY_ICONS, LOAN_STATUSES } from '../../domain/materials.ts';
import {
  ADHESION_STATUSES,
  ADHESION_TYPES,
  MEMBER_FUNCTIONS,
  MEMBER_STATUSES,
  PAYMENT_MODES,
  REFUND_STATUSES,
  ROLES,
} from '../../domain/members.ts';
import { OFFER_PRICINGS } from '../../domain/membership-offers.ts';
import type { ModuleName } from '../../domain/modules.ts';
import { MAIL_STATUSES } from '../../domain/outbox.ts';
import type { StoredMonthFigures, YearStatistics } from '../../domain/statistics.ts';
import { STRUCTURE_CATEGORIES, STRUCTURE_STATUSES } from '../../domain/structures.ts';
import { foldedText, prefixKey, searchedWords } from './text-search.ts';

/** A gift waiting for its payment: the donor as the page sent it, and the member signed in if any. */
export type CheckoutDonation = {
  prenom: string;
  nom: string;
  email: string;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
  receipt_wanted: boolean;
  user_id: string | null;
  /** A company's gift: its legal name and SIREN. Absent from the checkouts opened before. */
  company?: { raison_sociale: string; siren: string } | null;
};

/**
 * The donor as a receipt names them, copied when it is issued; a company's receipt (CERFA
 * n° 16216) also names the company. Receipts issued before companies could give have none.
 */
export type ReceiptDonor = {
  prenom: string;
  nom: string;
  adresse: string;
  code_postal: string;
  ville: string;
  entreprise?: { raison_sociale: string; siren: string };
};

/** The association's mentions and signatory a receipt was issued under, copied then. */
export type ReceiptBeneficiary = {
  name: string;
  address: string;
  identifier: string;
  object: string;
  legal_status: ReceiptLegalStatus | null;
  signatory_name: string;
  signatory_function: string;
  /** The signature image's file: kept while a receipt names it (signature.ts). */
  signature_key: string | null;
};

/** A member of a household a payer named, before their account exists. */
export type HouseholdMember = { prenom: string; nom: string; email: string };
/** A person of a household without an email, as the payer named her before paying. */
export type HouseholdDependant = { prenom: string; nom: string; annee_naissance: number };

const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * A payment by cheque as the treasurer writes it on the deposit slip: its number, bank and drawer,
 * each optional (a cheque is often recorded before its details are at hand).
 */
const chequeColumns = () => ({
  cheque_number: text('cheque_number'),
  cheque_bank: text('cheque_bank'),
  cheque_drawer: text('cheque_drawer'),
});
/** A cheque's details belong to a payment by cheque only. */
const chequeDetailsOfCheques = (
  name: string,
  t: { mode_paiement: AnyPgColumn } & Record<keyof ReturnType<typeof chequeColumns>, AnyPgColumn>,
) =>
  check(
    name,
    sql`${t.mode_paiement} IS NOT DISTINCT FROM 'Chèque' OR (${t.cheque_number} IS NULL AND ${t.cheque_bank} IS NULL AND ${t.cheque_drawer} IS NULL)`,
  );

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'cascade' });

export const roleEnum = pgEnum('user_role', ROLES);
export const memberStatusEnum = pgEnum('member_status', MEMBER_STATUSES);
export const memberFunctionEnum = pgEnum('member_function', MEMBER_FUNCTIONS);
export const adhesionTypeEnum = pgEnum('adhesion_type', ADHESION_TYPES);
export const adhesionStatusEnum = pgEnum('adhesion_status', ADHESION_STATUSES);
export const paymentModeEnum = pgEnum('payment_mode', PAYMENT_MODES);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
export const offerPricingEnum = pgEnum('offer_pricing', OFFER_PRICINGS);
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const structureCategoryEnum = pgEnum('structure_category', STRUCTURE_CATEGORIES);
export const structureStatusEnum = pgEnum('structure_status', STRUCTURE_STATUSES);
export const dossierStepEnum = pgEnum('dossier_step', DOSSIER_STEPS);
export const agStatusEnum = pgEnum('ag_status', AG_STATUSES);
export const assemblyKindEnum = pgEnum('assembly_kind', ASSEMBLY_KINDS);
export const voteValueEnum = pgEnum('vote_value', VOTE_VALUES);
export const resolutionKindEnum = pgEnum('resolution_kind', RESOLUTION_KINDS);
export const majorityRuleEnum = pgEnum('majority_rule', MAJORITY_RULES);
export const resolutionStatusEnum = pgEnum('resolution_status', RESOLUTION_STATUSES);
export const voterRuleEnum = pgEnum('voter_rule', VOTER_RULES);
export const legalTypeEnum = pgEnum('legal_type', LEGAL_TYPES);
export const categoryIconEnum = pgEnum('category_icon', CATEGORY_ICONS);
export const loanStatusEnum = pgEnum('loan_status', LOAN_STATUSES);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
export const messageCategoryEnum = pgEnum('message_category', MESSAGE_CATEGORIES);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const recipientStatusEnum = pgEnum('recipient_status', RECIPIENT_STATUSES);
export const householdInvitationStatusEnum = pgEnum(
  'household_invitation_status',
  HOUSEHOLD_INVITATION_STATUSES,
);
export const checkoutPurposeEnum = pgEnum('checkout_purpose', CHECKOUT_PURPOSES);
export const donationNatureEnum = pgEnum('donation_nature', DONATION_NATURES);
export const donorKindEnum = pgEnum('donor_kind', DONOR_KINDS);
export const receiptKindEnum = pgEnum('receipt_kind', RECEIPT_KINDS);
export const receiptModeEnum = pgEnum('receipt_mode', RECEIPT_MODES);
export const receiptLegalStatusEnum = pgEnum('receipt_legal_status', RECEIPT_LEGAL_STATUSES);
export const checkoutStatusEnum = pgEnum('checkout_status', CHECKOUT_STATUSES);
export const accountingEntryKindEnum = pgEnum('accounting_entry_kind', ENTRY_KINDS);
export const simulatedPaymentStatusEnum = pgEnum('simulated_payment_status', SIMULATED_PAYMENT_STATUSES);

/**
 * The member register and better-auth's user table are one table, so that deleting a member
 * deletes their login too. better-auth's own fields keep its camelCase keys.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(true),
    role: roleEnum('role').notNull().default('member'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    telephone: text('telephone'),
    adresse: text('adresse'),
    code_postal: text('code_postal'),
    ville: text('ville'),
    statut_membre: memberStatusEnum('statut_membre').notNull().default('Membre Ordinaire'),
    fonction: memberFunctionEnum('fonction').notNull().default('Membre'),
    is_active: boolean('is_active').notNull().default(false),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Imported and not yet invited: an import never mails by itself, the administrator sends the
     * invitations as a step of its own (`invitations.ts`), which clears this.
     */
    invitation_due: boolean('invitation_due').notNull().default(false),
    /**
     * What member search reads (`member-search.ts`), folded once when the row is written rather
     * than for every row a search goes through: administrators search names and email, members
     * names only. The trigram indexes below serve them.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom" || ' ' || "email"))`),
    name_search_text: text('name_search_text')
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(' ' || "nom" || ' ' || "prenom"))`),
    /** The member asked, from their profile, that their account be erased (RGPD art. 17). */
    erasure_requested_at: timestamp('erasure_requested_at', { withTimezone: true }),
    /**
     * Set when the account was erased: the row stays, anonymised, for the memberships and
     * payments the association must keep; it then reads "Membre supprimé n°" and this number.
     */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    erased_number: integer('erased_number').unique(),
    /**
     * An administrator refused the sign-up (`features/validation`): the account stays, inactive,
     * off the list of accounts awaiting validation, with its refused membership and its payment.
     */
    registration_refused_at: timestamp('registration_refused_at', { withTimezone: true }),
  },
  // /admin/users pages the register newest first, /admin/validation-adhesions the pending
  // accounts oldest first. The person pickers look first for names starting with what was
  // typed, in the order of the prefix indexes.
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_active_created_idx').on(t.is_active, t.createdAt, t.id),
    // Accounts awaiting validation, counted on every page of that list: counted from this index alone.
    index('users_pending_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.is_active} and ${t.erased_at} is null and ${t.registration_refused_at} is null`),
    index('users_erasure_requested_idx').on(t.erasure_requested_at),
    index('users_search_text_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('users_name_search_text_trgm_idx').using('gin', sql`${t.name_search_text} gin_trgm_ops`),
    index('users_nom_prefix_idx').on(prefixKey(t.nom)),
    index('users_prenom_prefix_idx').on(prefixKey(t.prenom)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: userRef('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef('user_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** Sign-in codes, two-factor cookies and password-reset tokens, all with an expiry. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable('two_factors', {
  id: uuid('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: userRef('user_id').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * What a member may join with: the association's offers (tiers, « prix libre », reduced prices,
 * households). Migration 0020 made the spec's three types its first three. An offer a membership
 * uses is archived, never deleted (the foreign key below refuses it).
 */
export const membershipOffers = pgTable(
  'membership_offers',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** The member status it gives (statut_membre), by the spec's type. */
    type: adhesionTypeEnum('type').notNull(),
    pricing: offerPricingEnum('pricing').notNull().default('fixe'),
    /** The fixed or reduced price, in cents; for « prix libre », the suggested amount. */
    price_cents: integer('price_cents').notNull(),
    min_price_cents: integer('min_price_cents'),
    condition: text('condition'),
    household_size: integer('household_size'),
    open_to_registration: boolean('open_to_registration').notNull().default(false),
    open_to_renewal: boolean('open_to_renewal').notNull().default(false),
    position: integer('position').notNull().default(0),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Names are unique whatever their case, so that an import's « Type d'adhésion » finds one offer.
    uniqueIndex('membership_offers_name_key').on(sql`lower(${t.name})`),
    check('membership_offers_price_range', sql`${t.price_cents} >= 0 AND ${t.price_cents} <= 1000000`),
    check(
      'membership_offers_min_price_range',
      sql`${t.min_price_cents} IS NULL OR (${t.min_price_cents} >= 0 AND ${t.min_price_cents} <= ${t.price_cents})`,
    ),
    check(
      'membership_offers_household_size',
      sql`${t.household_size} IS NULL OR ${t.household_size} BETWEEN 2 AND 10`,
    ),
  ],
);

export const adhesions = pgTable(
  'adhesions',
  {
    id: id(),
    user_id: userRef('user_id').notNull(),
    type: adhesionTypeEnum('type').notNull().default('standard'),
    /**
     * The offer chosen; its name, price and status may change later, never this membership's
     * montant or type. The app always names it; left out (a script, an older test), a trigger of
     * migration 0020 takes the first offer of the type, hence a default the trigger replaces.
     */
    offer_id: uuid('offer_id')
      .notNull()
      .default(sql`NULL`)
      .references(() => membershipOffers.id, { onDelete: 'restrict' }),
    /**
     * For a member of a household: the payer's membership, which holds the one payment (its
     * montant_cents, mode and payment_id); this one's is 0.
     */
    household_of: uuid('household_of').references((): AnyPgColumn => adhesions.id, { onDelete: 'cascade' }),
    montant_cents: integer('montant_cents').notNull(),
    date_debut: date('date_debut').notNull(),
    date_fin: date('date_fin').notNull(),
    statut: adhesionStatusEnum('statut').notNull().default('pending'),
    mode_paiement: paymentModeEnum('mode_paiement'),
    ...chequeColumns(),
    /** Unique so that a payment finalised twice (page and webhook) records one membership. */
    payment_id: text('payment_id').unique(),
    /** A refused membership's payment: refunded through its provider, or for the treasurer to refund. */
    refund: refundStatusEnum('refund'),
    created_at: createdAt(),
    /**
     * The day the payments ledger shows: the day the payment was recorded (Paris time), or the
     * start date when it is earlier (a cheque entered afterwards, an imported history).
     */
    date_paiement: date('date_paiement')
      .notNull()
      .generatedAlwaysAs(sql`LEAST(date_debut, (created_at AT TIME ZONE 'Europe/Paris')::date)`),
  },
  (t) => [
    index('adhesions_user_idx').on(t.user_id, t.date_debut),
    index('adhesions_offer_idx').on(t.offer_id),
    index('adhesions_household_idx').on(t.household_of),
    // The payments ledger filters by period and mode, newest first.
    index('adhesions_paid_on_idx').on(t.date_paiement, t.id),
    index('adhesions_mode_paid_on_idx').on(t.mode_paiement, t.date_paiement, t.id),
    // The renewal reminders look for memberships ending within a few weeks of today.
    index('adhesions_fin_idx').on(t.date_fin),
    check('adhesions_montant_positive', sql`${t.montant_cents} >= 0`),
    check('adhesions_dates_ordered', sql`${t.date_fin} >= ${t.date_debut}`),
    chequeDetailsOfCheques('adhesions_cheque_details', t),
  ],
);

/**
 * A person a payer named for their household whose address already had an account: she joins
 * only once she accepts (then a membership linked to `payer_adhesion_id`, and this row goes). It
 * keeps what the payer typed, which is all the payer reads of her until then, never the register.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: id(),
    /** The payer's membership, which holds the payment and the period she would join. */
    payer_adhesion_id: uuid('payer_adhesion_id')
      .notNull()
      .references(() => adhesions.id, { onDelete: 'cascade' }),
    /** The account the typed address belonged to: the only one who may answer. */
    user_id: userRef('user_id').notNull(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    /** Random, for the links that answer it; worthless to anyone but its member. */
    token: text('token').notNull().unique(),
    status: householdInvitationStatusEnum('status').notNull().default('pending'),
    created_at: createdAt(),
  },
  (t) => [
    index('household_invitations_user_idx').on(t.user_id, t.status),
    // One invitation a person a household payment (the payer's form refuses an address twice);
    // also the index of the payer's foreign key.
    unique('household_invitations_payer_user_unique').on(t.payer_adhesion_id, t.user_id),
  ],
);

/**
 * A person of a household who has no email (a child): covered by the payer's membership, she
 * holds no account and no membership of her own, so she never signs in, votes or receives mail,
 * and the register's counts of accounts and memberships stay as they were. She lives and goes with
 * the payer's membership (docs/decisions, household dependants).
 */
export const householdDependants = pgTable(
  'household_dependants',
  {
    id: id(),
    payer_adhesion_id: uuid('payer_adhesion_id')
      .notNull()
      .references(() => adhesions.id, { onDelete: 'cascade' }),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    annee_naissance: integer('annee_naissance').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('household_dependants_payer_idx').on(t.payer_adhesion_id),
    // The form refuses an implausible year against today's; the table only refuses nonsense.
    check('household_dependants_annee_range', sql`${t.annee_naissance} BETWEEN 1850 AND 2200`),
  ],
);

/**
 * The certificate number of a membership, given at its first download: `year`-`number`, shown
 * as 2026-0001. Kept so that a second download shows the same number.
 */
export const attestations = pgTable(
  'attestations',
  {
    adhesion_id: uuid('adhesion_id')
      .primaryKey()
      .references(() => adhesions.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('attestations_year_number_unique').on(t.year, t.number)],
);

/**
 * The settings an administrator edits on /admin/parametres: one row at most. A column left null
 * falls back to the environment's value, so an empty table means "as configured".
 */
/** Gives each erased account its "Membre supprimé n°…" number. */
export const erasedMemberNumber = pgSequence('erased_member_number');

export const associationSettings = pgTable(
  'association_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    initials: text('initials'),
    email: text('email'),
    address: text('address'),
    reminders_enabled: boolean('reminders_enabled'),
    reminder_days_before: integer('reminder_days_before').array(),
    reminder_days_after: integer('reminder_days_after'),
    reminder_before_subject: text('reminder_before_subject'),
    reminder_before_body: text('reminder_before_body'),
    reminder_after_subject: text('reminder_after_subject'),
    reminder_after_body: text('reminder_after_body'),
    backups_enabled: boolean('backups_enabled'),
    backups_kept: integer('backups_kept'),
    messages_archive_newcomers: boolean('messages_archive_newcomers'),
    messages_kept_years: integer('messages_kept_years'),
    convocations_kept_years: integer('convocations_kept_years'),
    /** 1–12: the month a fixed season starts; null: a rolling year from the payment. */
    season_start_month: integer('season_start_month'),
    season_early_weeks: integer('season_early_weeks'),
    /** The statutes' rules of the general assembly (see DEFAULT_ASSEMBLY_RULES). */
    ag_voters: voterRuleEnum('ag_voters'),
    ag_max_proxies: integer('ag_max_proxies'),
    /** The ordinary assembly's quorum and majority, then the extraordinary one's (DEFAULT_KIND_RULES). */
    ag_quorum_percent: integer('ag_quorum_percent'),
    ag_majority: majorityRuleEnum('ag_majority'),
    age_quorum_percent: integer('age_quorum_percent'),
    age_majority: majorityRuleEnum('age_majority'),
    /** The stored logo (files storage key, under association/), shown in the header, mails and PDFs. */
    logo_key: text('logo_key'),
    /** When the first administrator saved or put off the first sign-in setup; null: still to show. */
    setup_done_at: timestamp('setup_done_at', { withTimezone: true }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('association_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The modules an administrator switched off or back on (see domain/modules.ts); a module without a
 * row is on, so an installation that never touched them keeps every page.
 */
export const moduleSwitches = pgTable('module_switches', {
  module: text('module').$type<ModuleName>().primaryKey(),
  enabled: boolean('enabled').notNull(),
  updated_at: updatedAt(),
});

/**
 * A renewal reminder sent: one row per membership and kind (`avant-30`, `apres-1`). The unique
 * pair, claimed in the transaction that queues the mail, makes each reminder go out once however
 * many processes or button presses ask for it.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    adhesion_id: uuid('adhesion_id')
      .notNull()
      .references(() => adhesions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('renewal_reminders_adhesion_kind').on(t.adhesion_id, t.kind)],
);

/**
 * Each year's last certificate number. Raised under its row lock, so two processes never give
 * the same number; it never goes down, so a deleted membership's number is not given again.
 */
export const attestationCounters = pgTable('attestation_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
});

export const documents = pgTable(
  'documents',
  {
    id: id(),
    nom: text('nom').notNull(),
    type: documentTypeEnum('type').notNull(),
    taille: integer('taille').notNull(),
    url: text('url').notNull(),
    mime_type: text('mime_type'),
    user_id: userRef('user_id'),
    uploader_id: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  // A member's list reads the general documents and their own, each kind by its index, newest
  // first; the administrators' list reads them all, newest first, or searched by name.
  (t) => [
    index('documents_user_idx').on(t.user_id, t.created_at),
    index('documents_type_created_idx').on(t.type, t.created_at),
    index('documents_created_idx').on(t.created_at, t.id),
    index('documents_uploader_idx').on(t.uploader_id),
    index('documents_search_trgm_idx').using('gin', sql`${searchedWords(t.nom)} gin_trgm_ops`),
    check('documents_specific_has_target', sql`${t.type} = 'general' OR ${t.user_id} IS NOT NULL`),
  ],
);

export const evenements = pgTable(
  'evenements',
  {
    id: id(),
    titre: text('titre').notNull(),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    lieu: text('lieu'),
    places_max: integer('places_max'),
    image_url: text('image_url'),
    created_at: createdAt(),
  },
  (t) => [
    // Upcoming events soonest first, past ones latest first.
    index('evenements_date_idx').on(t.date),
    check('evenements_places_max_min', sql`${t.places_max} IS NULL OR ${t.places_max} >= 1`),
  ],
);

export const inscriptionsEvenements = pgTable(
  'inscriptions_evenements',
  {
    id: id(),
    evenement_id: uuid('evenement_id')
      .notNull()
      .references(() => evenements.id, { onDelete: 'cascade' }),
    user_id: userRef('user_id').notNull(),
    date_inscription: createdAt(),
  },
  // The pair's index, led by the event, also counts an event's registrations.
  (t) => [
    unique('inscriptions_evenements_pair').on(t.evenement_id, t.user_id),
    index('inscriptions_evenements_user_idx').on(t.user_id),
  ],
);

/** What the structure search and French sorts read; the indexes below repeat these very expressions. */
const textsOfStructure = (t: { nom: AnyPgColumn; ville: AnyPgColumn; code_postal: AnyPgColumn }) => ({
  search: searchedWords(t.nom, t.ville, t.code_postal),
  nom: foldedText(sql`${t.nom}`),
  ville: foldedText(sql`${t.ville}`),
});

export const structures = pgTable(
  'structures',
  {
    id: id(),
    nom: text('nom').notNull(),
    adresse: text('adresse').notNull(),
    code_postal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email').notNull(),
    description: text('description'),
    categorie: structureCategoryEnum('categorie').notNull(),
    statut: structureStatusEnum('statut').notNull().default('Contacté'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  // The page's four orders, each within a category too, and its search.
  (t) => {
    const texts = textsOfStructure(t);
    return [
      index('structures_created_idx').on(t.created_at, t.id),
      index('structures_category_idx').on(t.categorie, t.created_at),
      index('structures_name_idx').on(texts.nom, t.id),
      index('structures_city_idx').on(texts.ville, texts.nom),
      index('structures_category_name_idx').on(t.categorie, texts.nom),
      index('structures_search_trgm_idx').using('gin', sql`${texts.search} gin_trgm_ops`),
      index('structures_user_idx').on(t.user_id),
    ];
  },
);
export const structureText = textsOfStructure(structures);

export const dossiers = pgTable(
  'dossiers',
  {
    id: id(),
    nom: text('nom').notNull().unique(),
    description: text('description').notNull(),
    statut: dossierStepEnum('statut').notNull().default('Définition du Projet'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    date_creation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    date_modification: timestamp('date_modification', { withTimezone: true }).notNull().defaultNow(),
    etapes: jsonb('etapes').$type<DossierStepEntry[]>().notNull().default([]),
  },
  // Last modified first, searched in the reference and the notes.
  (t) => [
    index('dossiers_modification_idx').on(t.date_modification, t.id),
    index('dossiers_search_trgm_idx').using('gin', sql`${searchedWords(t.nom, t.description)} gin_trgm_ops`),
    index('dossiers_user_idx').on(t.user_id),
  ],
);

export const questionsInspirantes = pgTable(
  'questions_inspirantes',
  {
    id: id(),
    question: text('question').notNull(),
    created_at: createdAt(),
  },
  // The administrators' list: newest first, searched in the text.
  (t) => [
    index('questions_inspirantes_created_idx').on(t.created_at, t.id),
    index('questions_inspirantes_search_trgm_idx').using(
      'gin',
      sql`${searchedWords(t.question)} gin_trgm_ops`,
    ),
  ],
);

export const assembleesGenerales = pgTable(
  'assemblees_generales',
  {
    id: id(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    status: agStatusEnum('status').notNull().default('a_venir'),
    /** Ordinary or extraordinary: each is held under its own quorum and majority. */
    kind: assemblyKindEnum('kind').notNull().default('ordinaire'),
    lieu: text('lieu').notNull(),
    lien_visio: text('lien_visio'),
    ordre_du_jour: jsonb('ordre_du_jour').$type<string[]>().notNull().default([]),
    created_at: createdAt(),
    /** Set when the administrator opens and closes the assembly (status en_cours, then terminee). */
    opened_at: timestamp('opened_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /**
     * The figures at the close (members with a vote, present, represented, quorum required and
     * reached), kept for the minutes: later memberships must not change what was true that day.
     */
    closing_figures: jsonb('closing_figures').$type<AssemblyFigures>(),
    /** Chosen among those present, for the minutes. */
    chair_id: uuid('chair_id').references(() => users.id, { onDelete: 'set null' }),
    secretary_id: uuid('secretary_id').references(() => users.id, { onDelete: 'set null' }),
    /** The minutes' text, drafted from the assembly then edited; frozen once finalised. */
    minutes_text: text('minutes_text'),
    minutes_finalised_at: timestamp('minutes_finalised_at', { withTimezone: true }),
  },
  // The admin list, newest first; the member page, the first AG held or to come.
  (t) => [
    index('assemblees_generales_date_idx').on(t.date),
    index('assemblees_generales_status_idx').on(t.status, t.date),
  ],
);

const agRef = () =>
  uuid('ag_id')
    .notNull()
    .references(() => assembleesGenerales.id, { onDelete: 'cascade' });

export const presencesAg = pgTable(
  'presences_ag',
  {
    id: id(),
    ag_id: agRef(),
    user_id: userRef('user_id').notNull(),
    present: boolean('present').notNull().default(false),
    /** When the sign-in sheet marked the member present on the day (late arrivals show theirs). */
    signed_in_at: timestamp('signed_in_at', { withTimezone: true }),
    /** The member who holds this member's proxy; shown as 'prénom nom (email)'. */
    procuration_user_id: uuid('procuration_user_id').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('presences_ag_pair').on(t.ag_id, t.user_id),
    index('presences_ag_user_idx').on(t.user_id),
    index('presences_ag_proxy_idx').on(t.procuration_user_id),
    // The tally counts presences and proxies from the index alone, whatever the number of members.
    index('presences_ag_tally_idx').on(t.ag_id, t.present, t.procuration_user_id),
    check(
      'presences_ag_no_self_proxy',
      sql`${t.procuration_user_id} IS NULL OR ${t.procuration_user_id} <> ${t.user_id}`,
    ),
  ],
);

/**
 * What an assembly votes on: an approval, a choice among options, or an election of up to `seats`
 * candidates (the options), each with its majority rule, public or secret.
 */
export const agResolutions = pgTable(
  'ag_resolutions',
  {
    id: id(),
    ag_id: agRef(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    kind: resolutionKindEnum('kind').notNull().default('approbation'),
    majority: majorityRuleEnum('majority').notNull().default('simple'),
    secret: boolean('secret').notNull().default(false),
    /** The options of a choice, the candidates of an election. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    /** An election's number of seats. */
    seats: integer('seats'),
    status: resolutionStatusEnum('status').notNull().default('en_attente'),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** 1 for a first vote; a second round (counting.ts) is a new row, its previous round's next. */
    round: integer('round').notNull().default(1),
    previous_resolution_id: uuid('previous_resolution_id').references((): AnyPgColumn => agResolutions.id, {
      onDelete: 'cascade',
    }),
    created_at: createdAt(),
  },
  (t) => [
    index('ag_resolutions_ag_idx').on(t.ag_id, t.position),
    check('ag_resolutions_seats', sql`${t.seats} IS NULL OR ${t.seats} >= 1`),
    // A vote has one next round at most, even when two administrators ask at once.
    uniqueIndex('ag_resolutions_previous_idx').on(t.previous_resolution_id),
  ],
);

/**
 * The show of hands of a resolution: what the chair counted among the present members who voted
 * without a device, added to the online ballots. Counts only, as a show of hands is counted.
 */
export const agHandCounts = pgTable('ag_hand_counts', {
  resolution_id: uuid('resolution_id')
    .primaryKey()
    .references(() => agResolutions.id, { onDelete: 'cascade' }),
  /** The members who voted by hand (an election's voters may each raise a hand for several candidates). */
  voters: integer('voters').notNull(),
  oui: integer('oui').notNull().default(0),
  non: integer('non').notNull().default(0),
  abstention: integer('abstention').notNull().default(0),
  /** A choice's or an election's hands, per option or candidate. */
  options: jsonb('options').$type<{ option: string; count: number }[]>().notNull().default([]),
  updated_at: updatedAt(),
});

/**
 * A public vote: whose vote it is (`user_id`, the member or the member they represent) and, for a
 * vote cast by proxy, who cast it. `question` keeps the resolution's title, as the spec's export
 * reads it. Unique per resolution and member: a vote counts once, and is changed while open.
 */
export const votesAg = pgTable(
  'votes_ag',
  {
    id: id(),
    ag_id: agRef(),
    resolution_id: uuid('resolution_id')
      .notNull()
      .references(() => agResolutions.id, { onDelete: 'cascade' }),
    user_id: userRef('user_id').notNull(),
    /** The proxy holder who cast it; null when the member voted themselves. */
    cast_by: uuid('cast_by').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    /** An approval's answer; null for a choice or an election. */
    vote: voteValueEnum('vote'),
    /** A choice's option, an election's chosen candidates; empty for an approval. */
    choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('votes_ag_resolution_member').on(t.resolution_id, t.user_id),
    index('votes_ag_ag_idx').on(t.ag_id, t.user_id),
    index('votes_ag_user_idx').on(t.user_id),
    // The tally counts each resolution's answers from the index alone.
    index('votes_ag_tally_idx').on(t.resolution_id, t.vote),
  ],
);

/**
 * A secret ballot keeps who voted apart from what they voted: this mark says that a member's vote
 * was cast (by them or their proxy holder), and the ballot itself goes to `ag_secret_ballots`
 * with nothing that names, dates or numbers it in sequence: its id is random, the backup dumps it
 * in the order of that id, and its vote's close writes the ballots again in a random order
 * (secret-ballots.ts). Once cast, a secret vote cannot be changed.
 */
export const agSecretVoters = pgTable(
  'ag_secret_voters',
  {
    resolution_id: uuid('resolution_id')
      .notNull()
      .references(() => agResolutions.id, { onDelete: 'cascade' }),
    user_id: userRef('user_id').notNull(),
    cast_by: uuid('cast_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.resolution_id, t.user_id] }),
    index('ag_secret_voters_user_idx').on(t.user_id),
  ],
);

export const agSecretBallots = pgTable(
  'ag_secret_ballots',
  {
    id: id(),
    resolution_id: uuid('resolution_id')
      .notNull()
      .references(() => agResolutions.id, { onDelete: 'cascade' }),
    vote: voteValueEnum('vote'),
    choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('ag_secret_ballots_resolution_idx').on(t.resolution_id, t.vote)],
);

export const documentsAg = pgTable(
  'documents_ag',
  {
    id: id(),
    ag_id: agRef(),
    type: text('type').notNull(),
    nom: text('nom').notNull(),
    url: text('url').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('documents_ag_ag_idx').on(t.ag_id, t.created_at)],
);

export const commentairesAg = pgTable(
  'commentaires_ag',
  {
    id: id(),
    ag_id: agRef(),
    user_id: userRef('user_id').notNull(),
    commentaire: text('commentaire').notNull(),
    modere: boolean('modere').notNull().default(false),
    created_at: createdAt(),
  },
  // An AG's comments are read a page at a time, latest first.
  (t) => [
    index('commentaires_ag_ag_idx').on(t.ag_id, t.created_at),
    index('commentaires_ag_user_idx').on(t.user_id),
  ],
);

export const legalInfos = pgTable('legal_infos', {
  id: id(),
  type: legalTypeEnum('type').notNull().unique(),
  contenu: text('contenu').notNull().default(''),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }),
});

export const materialCategories = pgTable(
  'material_categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description'),
    icon: categoryIconEnum('icon').notNull().default('Folder'),
    created_at: createdAt(),
  },
  // 'Cuisine', 'cuisine' and 'Cuisiné' are one category to a person: one of them only.
  (t) => [uniqueIndex('material_categories_name_folded_idx').on(foldedText(sql`${t.name}`))],
);

export const materials = pgTable(
  'materials',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    image_url: text('image_url'),
    category_id: uuid('category_id')
      .notNull()
      .references(() => materialCategories.id, { onDelete: 'restrict' }),
    total_quantity: integer('total_quantity').notNull().default(1),
    available_quantity: integer('available_quantity').notNull().default(1),
    default_state: text('default_state'),
    created_at: createdAt(),
  },
  (t) => [
    // The catalogue is listed by name, within a category when the member picks one.
    index('materials_name_idx').on(t.name, t.id),
    index('materials_category_idx').on(t.category_id, t.name),
    check('materials_total_min', sql`${t.total_quantity} >= 1`),
    check(
      'materials_available_bounds',
      sql`${t.available_quantity} >= 0 AND ${t.available_quantity} <= ${t.total_quantity}`,
    ),
  ],
);

export const materialLoans = pgTable(
  'material_loans',
  {
    id: id(),
    material_id: uuid('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    /** Closed loans go with a deleted member; one with equipment still out blocks the deletion (members service). */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    start_date: timestamp('start_date', { withTimezone: true }).notNull(),
    end_date: timestamp('end_date', { withTimezone: true }).notNull(),
    usage_context: text('usage_context').notNull(),
    status: loanStatusEnum('status').notNull().default('En attente'),
    return_state: text('return_state'),
    return_notes: text('return_notes'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('material_loans_user_idx').on(t.user_id, t.created_at),
    // The administrators' list: newest first, by status; the search finds loans by equipment.
    index('material_loans_created_idx').on(t.created_at, t.id),
    index('material_loans_status_idx').on(t.status, t.created_at),
    index('material_loans_material_idx').on(t.material_id),
    check('material_loans_quantity_min', sql`${t.quantity} >= 1`),
    check('material_loans_dates_ordered', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

/** Every mail is written here first and sent by the outbox worker, so none is lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The sender's name (the association's), before the address of MAIL_FROM; null: MAIL_FROM as is. */
    from_name: text('from_name'),
    reply_to: text('reply_to'),
    /** Extra headers, such as a message's `List-Unsubscribe`. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Holds a sign-in code or a reset link: its subject and text are erased once it is sent. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  // The member's data download and the erasure find the mails sent to an address.
  (t) => [index('mail_outbox_due_idx').on(t.status, t.next_attempt_at), index('mail_outbox_to_idx').on(t.to)],
);

/**
 * A message an administrator writes to members: a draft, then sent now or at `scheduled_at`.
 * `audience` is the audience as composed (`src/domain/message-audience.ts`); who received it is
 * in `message_recipients`, written in the transaction that sends it.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    category: messageCategoryEnum('category').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised on the server before it is stored. */
    body_html: text('body_html').notNull(),
    body_text: text('body_text').notNull(),
    audience: jsonb('audience').notNull(),
    status: messageStatusEnum('status').notNull().default('brouillon'),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** The assembly this message convenes, if it is a convocation. */
    assembly_id: uuid('assembly_id').references(() => assembleesGenerales.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Members the audience held who had opted out of the category, counted when it was sent. */
    excluded_count: integer('excluded_count').notNull().default(0),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_created_idx').on(t.created_at, t.id),
    index('messages_status_created_idx').on(t.status, t.created_at, t.id),
    index('messages_assembly_idx').on(t.assembly_id),
  ],
);

/**
 * One row per member a message was sent to. The mail is written when it is delivered, to the
 * member's address of that moment (`email` keeps where it went).
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    message_id: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    user_id: userRef('user_id').notNull(),
    status: recipientStatusEnum('status').notNull().default('en_attente'),
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    /** When a process last handed it to SMTP: the delivery paces every process on the latest. */
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.message_id, t.user_id] }),
    index('message_recipients_due_idx').on(t.status, t.next_attempt_at),
    index('message_recipients_user_idx').on(t.user_id, t.created_at),
    index('message_recipients_attempt_idx').on(t.last_attempt_at),
  ],
);

/**
 * A member who left a category of messages (`informations` or `rappels`), from a mail's stop link
 * or their profile. The reminders' former `reminder_opt_outs` rows became `rappels` rows.
 */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    user_id: userRef('user_id').notNull(),
    category: messageCategoryEnum('category').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.category] })],
);

/**
 * A payment under way. For a registration it holds the form (the password only as a hash,
 * cleared once the account exists) so that nothing sensitive travels through the payment provider.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    purpose: checkoutPurposeEnum('purpose').notNull(),
    provider: text('provider').notNull(),
    provider_session_id: text('provider_session_id').unique(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    amount_cents: integer('amount_cents').notNull(),
    registration: jsonb('registration').$type<{
      prenom: string;
      nom: string;
      email: string;
      adresse: string;
      code_postal: string;
      ville: string;
    }>(),
    password_hash: text('password_hash'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The offer paid for; its amount is amount_cents, fixed when the checkout opened. */
    offer_id: uuid('offer_id').references(() => membershipOffers.id, { onDelete: 'restrict' }),
    /** A household offer: the other members the payer named, each to get an account by invitation. */
    household: jsonb('household').$type<HouseholdMember[]>(),
    /** A household offer: the people without an email the payer named, recorded without an account. */
    dependants: jsonb('dependants').$type<HouseholdDependant[]>(),
    /** A gift (purpose « don »): who gives, as the donation page sent it; recorded once paid. */
    donation: jsonb('donation').$type<CheckoutDonation>(),
    payment_id: text('payment_id'),
    created_at: createdAt(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // The payments catch-up looks for checkouts still open after a few minutes.
    index('checkout_sessions_open_idx').on(t.status, t.created_at),
    // A refused sign-up finds the checkout (and its provider) of its membership's payment.
    index('checkout_sessions_payment_idx').on(t.payment_id),
  ],
);

/** The offline payment provider's own book: what the simulated checkout page shows and records. */
export const simulatedPayments = pgTable('simulated_payments', {
  id: text('id').primaryKey(),
  amount_cents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  success_url: text('success_url').notNull(),
  cancel_url: text('cancel_url').notNull(),
  status: simulatedPaymentStatusEnum('status').notNull().default('open'),
  payment_id: text('payment_id'),
  created_at: createdAt(),
});

/**
 * Counters of the sign-in and registration limits, shared by every process on the database
 * (rows are `prefix:key`; `expire` ends the window or the lock).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * The journal: one row per administrator action that changed data, with the before and after of
 * the changed fields (never a secret). Rows are only ever inserted; no route edits or deletes them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the administrator's account is gone; `actor_name` still says who it was. */
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    /** What was done, as a key of `AUDIT_ACTIONS` (`member.validate`, `loan.return`…). */
    action: text('action').notNull(),
    /** What it was done to: a French label kept as it read then ("Dupont Marie", "Perceuse"). */
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    target_label: text('target_label').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.target_type, t.target_id),
    index('audit_log_search_trgm_idx').using(
      'gin',
      sql`${searchedWords(t.actor_name, t.action, t.target_label)} gin_trgm_ops`,
    ),
  ],
);

/**
 * The dashboard's figures of a month ('YYYY-MM'), kept once computed so that the year at a glance
 * reads 24 rows rather than every membership (features/statistics/stored-statistics.ts). The
 * triggers of migration 0016 delete a month's row whenever a membership that counts in it
 * changes, whichever process or command changes it.
 */
export const statisticsMonths = pgTable('statistics_months', {
  month: text('month').primaryKey(),
  active_members: integer('active_members').notNull(),
  new_members: integer('new_members').notNull(),
  renewals: integer('renewals').notNull(),
  /** Amounts in cents, as every stored amount: the migration `amounts_in_cents` forgot the months kept in euros. */
  income: jsonb('income').$type<StoredMonthFigures['income']>().notNull(),
  /** Per offer with a membership or a payment in the month, by the day of payment. */
  offers: jsonb('offers').$type<StoredMonthFigures['offers']>().notNull(),
  /** The gifts of the month, by their day: forgotten by the triggers of `donations` (migration 0024). */
  donations: jsonb('donations').$type<StoredMonthFigures['donations']>().notNull(),
});

/** "Ending this month" of a month, kept likewise; also forgotten when a listed member's name changes. */
export const statisticsEnding = pgTable('statistics_ending', {
  month: text('month').primaryKey(),
  count: integer('count').notNull(),
  renewed: integer('renewed').notNull(),
  members: jsonb('members').$type<YearStatistics['ending']['members']>().notNull(),
});

/**
 * Whoever gave: a member (`user_id`) or someone outside the register, kept apart from it with
 * their own export and erasure; a person or a company (`kind`, with its legal name and SIREN).
 * One row per identity: a gift under another name is another donor's, so that an earlier gift
 * never changes hands. An erased donor keeps their row, anonymised, for the receipts already
 * issued (`erased_at`).
 */
export const donors = pgTable(
  'donors',
  {
    id: id(),
    user_id: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    kind: donorKindEnum('kind').notNull().default('particulier'),
    /** A company's legal name and SIREN, printed on its receipt; null for a person. */
    raison_sociale: text('raison_sociale'),
    siren: text('siren'),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    email: text('email'),
    adresse: text('adresse'),
    code_postal: text('code_postal'),
    ville: text('ville'),
    erased_at: timestamp('erased_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // A gift online from an identity already known is the same donor's: one annual receipt.
    index('donors_email_idx').on(sql`lower(${t.email})`),
    // A company is named, and is no member's own row.
    check(
      'donors_company',
      sql`${t.kind} = 'particulier' OR (${t.raison_sociale} IS NOT NULL AND ${t.siren} IS NOT NULL AND ${t.user_id} IS NULL)`,
    ),
  ],
);

/**
 * A tax receipt (CERFA n° 11580, or n° 16216 for a company), as issued: the donor, the amount,
 * the beneficiary's mentions and the signatory are copied so that the receipt reads the same for
 * ever. Numbered per year without gaps (`receipt_counters`); a cancelled one
 * stays, with its reason, and its number is never given again.
 */
export const donationReceipts = pgTable(
  'donation_receipts',
  {
    id: id(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: receiptKindEnum('kind').notNull(),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'restrict' }),
    donor: jsonb('donor').$type<ReceiptDonor>().notNull(),
    beneficiary: jsonb('beneficiary').$type<ReceiptBeneficiary>().notNull(),
    amount_cents: integer('amount_cents').notNull(),
    /** The gift's day, or for an annual receipt the first and last days of the gifts it covers. */
    first_day: date('first_day').notNull(),
    last_day: date('last_day').notNull(),
    /** What the PDF prints: the nature(s) and payment mode(s) of the gifts it covers. */
    /** The gifts it covered when issued: kept after a cancellation, which frees them. */
    donation_ids: uuid('donation_ids').array().notNull(),
    /**
     * A member's fees of `fees_year` the annual receipt adds, when the settings receipt fees
     * (`amount_cents` includes them): a year's fees are receipted once, again only after a cancellation.
     */
    fees_amount_cents: integer('fees_amount_cents').notNull().default(0),
    fees_year: integer('fees_year'),
    natures: text('natures').array().notNull(),
    modes: text('modes').array().notNull(),
    articles: text('articles').array().$type<ReceiptArticle[]>().notNull(),
    /** The secret of the download link mailed to the donor. */
    access_token: text('access_token').notNull().unique(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issued_by: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancel_reason: text('cancel_reason'),
  },
  (t) => [
    unique('donation_receipts_year_sequence_key').on(t.year, t.sequence),
    index('donation_receipts_donor_idx').on(t.donor_id),
    // « Reçu annulé » in the gifts' list: the cancelled receipts that covered a gift.
    index('donation_receipts_donations_idx').using('gin', t.donation_ids),
    check(
      'donation_receipts_cancel_reason',
      sql`${t.cancelled_at} IS NULL OR ${t.cancel_reason} IS NOT NULL`,
    ),
  ],
);

/** The last receipt number given in each year: its row lock serialises issuing, a rollback gives it back. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A gift, received online or recorded by an administrator. */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    donor_id: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'restrict' }),
    /** In cents; for a gift in kind, the value the association gives it. */
    amount_cents: integer('amount_cents').notNull(),
    donated_on: date('donated_on').notNull(),
    nature: donationNatureEnum('nature').notNull(),
    mode_paiement: paymentModeEnum('mode_paiement'),
    ...chequeColumns(),
    in_kind_description: text('in_kind_description'),
    receipt_wanted: boolean('receipt_wanted').notNull(),
    /** The receipt that covers it (its own, or the donor's annual one); a cancelled one is let go. */
    receipt_id: uuid('receipt_id').references(() => donationReceipts.id, { onDelete: 'set null' }),
    /** The provider's payment reference of a gift online; its checkout makes it once only. */
    payment_id: text('payment_id').unique(),
    checkout_id: uuid('checkout_id')
      .unique()
      .references(() => checkoutSessions.id, { onDelete: 'set null' }),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('donations_day_idx').on(t.donated_on, t.id),
    index('donations_donor_idx').on(t.donor_id),
    index('donations_receipt_idx').on(t.receipt_id),
    check('donations_amount_positive', sql`${t.amount_cents} > 0`),
    check('donations_mode_of_nature', sql`(${t.nature} = 'numeraire') = (${t.mode_paiement} IS NOT NULL)`),
    chequeDetailsOfCheques('donations_cheque_details', t),
  ],
);

/** The association's donation and receipt settings: one row, created with its defaults. */
export const donationSettings = pgTable(
  'donation_settings',
  {
    id: boolean('id').primaryKey().default(true),
    receipts_enabled: boolean('receipts_enabled').notNull().default(false),
    legal_status: receiptLegalStatusEnum('legal_status'),
    object: text('object').notNull().default(''),
    identifier: text('identifier').notNull().default(''),
    signatory_name: text('signatory_name').notNull().default(''),
    signatory_function: text('signatory_function').notNull().default(''),
    /** The stored image of the signature (files storage key), printed on each receipt. */
    signature_key: text('signature_key'),
    receipt_mode: receiptModeEnum('receipt_mode').notNull().default('par_don'),
    articles: text('articles').array().$type<ReceiptArticle[]>().notNull().default(sql`'{200}'::text[]`),
    receipt_fees: boolean('receipt_fees').notNull().default(false),
    /** In cents, as every amount; the settings page reads them in euros. */
    max_amount_cents: integer('max_amount_cents').notNull().default(1_000_000),
    suggested_amounts_cents: integer('suggested_amounts_cents')
      .array()
      .notNull()
      .default(sql`'{2000,5000,10000}'::integer[]`),
    updated_at: updatedAt(),
  },
  (t) => [check('donation_settings_single_row', sql`${t.id}`)],
);

/**
 * A financial year (exercice). Open until the treasurer closes it (`closed_at`, with its result);
 * then locked. No two years overlap: the exclusion constraint of migration `accounting` says so
 * to every process at once.
 */
export const accountingYears = pgTable(
  'accounting_years',
  {
    id: id(),
    label: text('label').notNull(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Income less charges, in cents, written when the year closes. */
    result_cents: integer('result_cents'),
    created_at: createdAt(),
  },
  (t) => [
    index('accounting_years_start_idx').on(t.start_date),
    index('accounting_years_closed_by_idx').on(t.closed_by),
    check('accounting_years_period', sql`${t.end_date} >= ${t.start_date}`),
    check('accounting_years_result_when_closed', sql`(${t.closed_at} IS NULL) = (${t.result_cents} IS NULL)`),
  ],
);

/**
 * The chart of accounts: the associations' chart (`added` false, installed from
 * src/domain/accounting-chart.ts) and the sub-accounts the association adds. The number's first
 * digit is the class. An account that carries lines is never deleted (the lines' foreign key).
 */
export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    id: id(),
    code: text('code').notNull().unique(),
    label: text('label').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    added: boolean('added').notNull(),
    created_at: createdAt(),
  },
  (t) => [check('accounting_accounts_code', sql`${t.code} ~ '^[1-8][0-9A-Z]*$'`)],
);

/** An analytic project (« Fête de quartier 2027 »): its lines make its own account of the year. */
export const accountingProjects = pgTable(
  'accounting_projects',
  {
    id: id(),
    label: text('label').notNull(),
    archived: boolean('archived').notNull().default(false),
    created_at: createdAt(),
  },
  // 'Fête', 'fête' and 'Fete' are one project to a person: one of them only.
  (t) => [uniqueIndex('accounting_projects_label_folded_idx').on(foldedText(sql`${t.label}`))],
);

/**
 * An entry (écriture): its date in one year, its piece number (unique in the year, 0 for the
 * opening entry), its receipt, the member it concerns. Its amounts are its lines'. `source_kind`
 * and `source_id` name what posted it automatically (a payment, a gift, a payout): at most one
 * entry per source, whichever process posts it.
 */
export const accountingEntries = pgTable(
  'accounting_entries',
  {
    id: id(),
    year_id: uuid('year_id')
      .notNull()
      .references(() => accountingYears.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    label: text('label').notNull(),
    kind: accountingEntryKindEnum('kind').notNull(),
    piece_number: integer('piece_number').notNull(),
    /** The cheque's or invoice's own number. */
    reference: text('reference'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The receipt (a photo or a PDF) under the `comptabilite/` storage prefix. */
    attachment_key: text('attachment_key'),
    attachment_name: text('attachment_name'),
    attachment_type: text('attachment_type'),
    attachment_size: integer('attachment_size'),
    source_kind: text('source_kind'),
    source_id: text('source_id'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  // A year's entries are listed by date and piece, searched by words of their label.
  (t) => [
    unique('accounting_entries_piece_key').on(t.year_id, t.piece_number),
    // What the lines' foreign key points at, so that a line's year, date and piece are its entry's.
    unique('accounting_entries_line_key').on(t.id, t.year_id, t.date, t.piece_number),
    unique('accounting_entries_source_key').on(t.source_kind, t.source_id),
    index('accounting_entries_year_date_idx').on(t.year_id, t.date, t.piece_number),
    index('accounting_entries_user_idx').on(t.user_id),
    index('accounting_entries_created_by_idx').on(t.created_by),
    index('accounting_entries_search_trgm_idx').using('gin', sql`${searchedWords(t.label)} gin_trgm_ops`),
    check(
      'accounting_entries_piece',
      sql`${t.piece_number} >= 0 AND (${t.piece_number} = 0) = (${t.kind} = 'ouverture')`,
    ),
    check('accounting_entries_source', sql`(${t.source_kind} IS NULL) = (${t.source_id} IS NULL)`),
    check(
      'accounting_entries_attachment',
      sql`(${t.attachment_key} IS NULL) = (${t.attachment_name} IS NULL) AND (${t.attachment_key} IS NULL) = (${t.attachment_type} IS NULL) AND (${t.attachment_key} IS NULL) = (${t.attachment_size} IS NULL)`,
    ),
  ],
);

/**
 * A year's budget: the amount planned for an account (a charge or a produit), one per account and
 * year, entered or copied from the previous year's actuals; the compte de résultat sets it beside them.
 */
export const accountingBudgets = pgTable(
  'accounting_budgets',
  {
    id: id(),
    year_id: uuid('year_id')
      .notNull()
      .references(() => accountingYears.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accountingAccounts.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
  },
  (t) => [
    unique('accounting_budgets_year_account_key').on(t.year_id, t.account_id),
    index('accounting_budgets_account_idx').on(t.account_id),
    check('accounting_budgets_amount', sql`${t.amount_cents} >= 0`),
  ],
);

/**
 * A line of an entry: one account debited or credited, in cents, one side only. The entries'
 * balance (debits equal credits, two lines at least) is checked by a deferred constraint trigger
 * of migration `accounting` when the transaction commits. The entry's year, date and piece are
 * copied here, kept equal by the foreign key (ON UPDATE CASCADE), so that an account's lines come
 * in order from one index (grand livre) and a year's balances need no join.
 */
export const accountingLines = pgTable(
  'accounting_lines',
  {
    id: id(),
    entry_id: uuid('entry_id').notNull(),
    year_id: uuid('year_id').notNull(),
    date: date('date').notNull(),
    piece_number: integer('piece_number').notNull(),
    /** The line's place in its entry, as typed. */
    position: integer('position').notNull(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accountingAccounts.id, { onDelete: 'restrict' }),
    debit_cents: integer('debit_cents').notNull().default(0),
    credit_cents: integer('credit_cents').notNull().default(0),
    label: text('label'),
    project_id: uuid('project_id').references(() => accountingProjects.id, { onDelete: 'restrict' }),
    /** Matched with a bank statement's line. */
    reconciled_at: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'accounting_lines_entry_fk',
      columns: [t.entry_id, t.year_id, t.date, t.piece_number],
      foreignColumns: [
        accountingEntries.id,
        accountingEntries.year_id,
        accountingEntries.date,
        accountingEntries.piece_number,
      ],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('accounting_lines_entry_idx').on(t.entry_id, t.position),
    // The amounts close both keys, so that an account's totals and a year's balances are read
    // from the index alone (PostgreSQL's INCLUDE, which Drizzle does not write).
    index('accounting_lines_ledger_idx').on(
      t.account_id,
      t.year_id,
      t.date,
      t.piece_number,
      t.id,
      t.debit_cents,
      t.credit_cents,
    ),
    index('accounting_lines_year_account_idx').on(t.year_id, t.account_id, t.debit_cents, t.credit_cents),
    index('accounting_lines_project_idx').on(t.project_id, t.year_id),
    check(
      'accounting_lines_one_side',
      sql`${t.debit_cents} >= 0 AND ${t.credit_cents} >= 0 AND (${t.debit_cents} > 0) <> (${t.credit_cents} > 0)`,
    ),
  ],
);
