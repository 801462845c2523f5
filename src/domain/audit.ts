import { MAJORITY_RULE_LABELS, VOTER_RULE_LABELS } from './assembly-resolutions.ts';
import { RECEIPT_ARTICLE_LABELS, RECEIPT_LEGAL_STATUS_LABELS, RECEIPT_MODE_LABELS } from './donations.ts';
import { formatCount, formatDate, formatDateTime, formatEuros } from './format.ts';
import { PAYMENT_MODE_LABELS, ROLE_LABELS } from './members.ts';
import { MODULE_AUDIT_FIELD_LABELS } from './modules.ts';
import { estimatedPageSchema, pageQuerySchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/**
 * What the journal records: each administrator action that changes data, by key, with the French
 * words `/admin/journal` shows for it.
 */
export const AUDIT_ACTIONS = {
  'member.validate': 'Validation d’un compte',
  'member.create': 'Création d’un membre',
  'member.update': 'Modification d’un membre',
  'member.role': 'Changement de rôle',
  'member.delete': 'Suppression d’un membre',
  'member.import': 'Import de membres',
  'member.invite': 'Invitation renvoyée',
  'member.invite-imported': 'Invitations envoyées aux membres importés',
  'member.erasure-confirm': 'Effacement d’un compte confirmé',
  'member.erasure-due': 'Effacement d’un compte après 30 jours',
  'member.export': 'Export des données d’un membre',
  'membership.create': 'Ajout d’une adhésion',
  'membership.update': 'Modification d’une adhésion',
  'membership.delete': 'Suppression d’une adhésion',
  'membership.refuse': 'Refus d’une adhésion',
  'document.create': 'Ajout d’un document',
  'document.delete': 'Suppression d’un document',
  'event.create': 'Création d’un événement',
  'event.update': 'Modification d’un événement',
  'event.delete': 'Suppression d’un événement',
  'structure.create': 'Ajout d’une structure',
  'structure.update': 'Modification d’une structure',
  'structure.delete': 'Suppression d’une structure',
  'dossier.step': 'Changement d’étape d’un dossier',
  'dossier.delete': 'Suppression d’un dossier',
  'question.create': 'Ajout d’une question',
  'question.update': 'Modification d’une question',
  'question.delete': 'Suppression d’une question',
  'assembly.create': 'Création d’une assemblée générale',
  'assembly.update': 'Modification d’une assemblée générale',
  'assembly.delete': 'Suppression d’une assemblée générale',
  'assembly.document-add': 'Ajout d’un document d’assemblée générale',
  'assembly.document-delete': 'Suppression d’un document d’assemblée générale',
  'assembly.comment-moderate': 'Modération d’un commentaire d’assemblée générale',
  'assembly.minutes-update': 'Modification du procès-verbal d’une assemblée générale',
  'assembly.minutes-finalise': 'Finalisation du procès-verbal d’une assemblée générale',
  'assembly.open': 'Ouverture d’une assemblée générale',
  'assembly.close': 'Clôture d’une assemblée générale',
  'assembly.sign-in': 'Émargement à une assemblée générale',
  'assembly.resolution-create': 'Ajout d’une résolution d’assemblée générale',
  'assembly.resolution-update': 'Modification d’une résolution d’assemblée générale',
  'assembly.resolution-delete': 'Suppression d’une résolution d’assemblée générale',
  'assembly.resolution-reorder': 'Nouvel ordre des résolutions d’assemblée générale',
  'assembly.resolution-open': 'Ouverture du vote d’une résolution',
  'assembly.resolution-close': 'Clôture du vote d’une résolution',
  'assembly.hand-count': 'Saisie du vote à main levée d’une résolution',
  'assembly.resolution-next-round': 'Ouverture du second tour d’une résolution',
  'legal.update': 'Modification d’un texte légal',
  'material.create': 'Ajout d’un matériel',
  'material.update': 'Modification d’un matériel',
  'material.delete': 'Suppression d’un matériel',
  'category.create': 'Ajout d’une catégorie de matériel',
  'category.update': 'Modification d’une catégorie de matériel',
  'category.delete': 'Suppression d’une catégorie de matériel',
  'loan.confirm': 'Confirmation d’un emprunt',
  'loan.reject': 'Refus d’un emprunt',
  'loan.retire': 'Retrait de matériel emprunté',
  'loan.return': 'Retour de matériel emprunté',
  'settings.update': 'Modification des paramètres',
  'modules.update': 'Modification des modules',
  'settings.setup': 'Premiers pas de l’association',
  'settings.logo': 'Modification du logo de l’association',
  'offer.create': 'Création d’une offre d’adhésion',
  'offer.update': 'Modification d’une offre d’adhésion',
  'offer.delete': 'Suppression d’une offre d’adhésion',
  'donation.create': 'Enregistrement d’un don',
  'donation.update': 'Modification d’un don',
  'donation.delete': 'Suppression d’un don',
  'donation.settings': 'Modification des paramètres des dons et reçus',
  'receipt.issue': 'Émission d’un reçu fiscal',
  'receipt.cancel': 'Annulation d’un reçu fiscal',
  'receipt.annual': 'Émission des reçus fiscaux annuels',
  'donor.export': 'Export des données d’un donateur',
  'donor.erase': 'Effacement d’un donateur',
  'reminders.send': 'Envoi des relances',
  'backup.download': 'Téléchargement d’une sauvegarde',
  'backup.restore': 'Restauration d’une sauvegarde',
  'attestation.issue': 'Numérotation d’une attestation d’adhésion',
  'message.create': 'Création d’un brouillon de message',
  'message.update': 'Modification d’un brouillon de message',
  'message.delete': 'Suppression d’un brouillon de message',
  'message.send': 'Envoi d’un message aux membres',
  'message.cancel': 'Annulation de l’envoi d’un message',
  'message.resend-failed': 'Nouvel envoi d’un message aux destinataires en échec',
  'accounting.year-create': 'Création d’un exercice comptable',
  'accounting.year-update': 'Modification d’un exercice comptable',
  'accounting.year-delete': 'Suppression d’un exercice comptable',
  'accounting.year-close': 'Clôture d’un exercice comptable',
  'accounting.account-create': 'Ajout d’un compte au plan comptable',
  'accounting.account-update': 'Modification d’un compte du plan comptable',
  'accounting.account-delete': 'Suppression d’un compte du plan comptable',
  'accounting.project-create': 'Création d’un projet comptable',
  'accounting.project-update': 'Modification d’un projet comptable',
  'accounting.entry-create': 'Saisie d’une écriture comptable',
  'accounting.entry-update': 'Modification d’une écriture comptable',
  'accounting.entry-delete': 'Suppression d’une écriture comptable',
  'accounting.budget-set': 'Modification du budget d’un exercice',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The changed fields of one action, each with what it read before and after. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** The French words of an action, or its key for an action this version no longer knows. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** How `/admin/journal` names a changed field; a field missing here shows under its own name. */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  prenom: 'Prénom',
  nom: 'Nom',
  name: 'Nom',
  email: 'Email',
  telephone: 'Téléphone',
  adresse: 'Adresse',
  code_postal: 'Code postal',
  ville: 'Ville',
  role: 'Rôle',
  statut_membre: 'Statut de membre',
  fonction: 'Fonction',
  is_active: 'Compte validé',
  adhesion: 'Adhésion',
  offre: 'Offre',
  type: 'Type',
  montant: 'Montant',
  date_debut: 'Date de début',
  date_fin: 'Date de fin',
  statut: 'Statut',
  status: 'Statut',
  mode_paiement: 'Mode de paiement',
  titre: 'Titre',
  description: 'Description',
  date: 'Date',
  lieu: 'Lieu',
  places_max: 'Places',
  image_url: 'Image',
  categorie: 'Catégorie',
  category: 'Catégorie',
  question: 'Question',
  lien_visio: 'Lien de visioconférence',
  ordre_du_jour: 'Ordre du jour',
  title: 'Titre',
  body: 'Texte',
  kind: 'Type de vote',
  majority: 'Majorité requise',
  ballot: 'Scrutin',
  options: 'Options ou candidats',
  seats: 'Sièges',
  resolutions: 'Résolutions',
  hand_voters: 'Votants à main levée',
  oui: 'Oui',
  non: 'Non',
  abstention: 'Ne se prononce pas',
  round: 'Tour',
  contenu: 'Texte',
  destinataire: 'Destinataire',
  taille: 'Taille',
  total_quantity: 'Quantité totale',
  available_quantity: 'Quantité disponible',
  default_state: 'État par défaut',
  icon: 'Icône',
  quantity: 'Quantité',
  return_state: 'État au retour',
  return_notes: 'Notes de retour',
  modere: 'Masqué',
  created: 'Membres créés',
  updated: 'Membres mis à jour',
  invited: 'Membres invités',
  skipped: 'Membres ignorés',
  faulty: 'Lignes en erreur',
  sent: 'Relances envoyées',
  initials: 'Initiales',
  address: 'Adresse',
  fee_standard: 'Cotisation Membre Ordinaire',
  fee_premium: 'Cotisation Membre Actif',
  fee_bienfaiteur: 'Cotisation Membre Fondateur',
  benefits: 'Avantages',
  pricing: 'Tarification',
  price: 'Prix',
  min_price: 'Montant minimum',
  condition: 'Condition du tarif réduit',
  household_size: 'Personnes du foyer',
  open_to_registration: 'Proposée à l’inscription en ligne',
  open_to_renewal: 'Proposée au renouvellement en ligne',
  position: 'Ordre',
  archived: 'Archivée',
  season_start_month: 'Début de la saison (mois)',
  season_early_weeks: 'Semaines comptées pour la saison suivante',
  ag_voters: "Membres ayant voix à l'AG",
  ag_max_proxies: 'Procurations par membre au plus',
  ag_quorum_percent: 'Quorum de l’AG ordinaire (%)',
  ag_majority: 'Majorité de l’AG ordinaire',
  age_quorum_percent: 'Quorum de l’AG extraordinaire (%)',
  age_majority: 'Majorité de l’AG extraordinaire',
  assembly_kind: 'Type d’assemblée',
  minutes_text: 'Texte du procès-verbal',
  chair: 'Président(e) de séance',
  secretary: 'Secrétaire de séance',
  minutes_finalised_at: 'Procès-verbal finalisé le',
  opened_at: 'Ouverte le',
  closed_at: 'Close le',
  signed_in_at: 'Arrivée',
  reminders_enabled: 'Envoyer les relances',
  reminder_days_before: 'Jours de relance avant la fin',
  reminder_days_after: 'Jours de relance après la fin',
  reminder_before_subject: 'Objet avant la fin',
  reminder_before_body: 'Texte avant la fin',
  reminder_after_subject: 'Objet après la fin',
  reminder_after_body: 'Texte après la fin',
  backups_enabled: 'Sauvegarde automatique',
  backups_kept: 'Sauvegardes conservées',
  subject: 'Sujet',
  body_text: 'Message',
  audience: 'Destinataires',
  recipients: 'Membres destinataires',
  excluded_count: 'Membres désinscrits de la catégorie',
  scheduled_at: 'Envoi programmé le',
  failed: 'Destinataires en échec',
  cancelled: 'Envois annulés',
  messages_archive_newcomers: 'Anciennes informations montrées aux nouveaux membres',
  messages_kept_years: 'Destinataires des messages conservés (années)',
  convocations_kept_years: 'Destinataires des convocations conservés (années)',
  donateur: 'Donateur',
  nature: 'Nature du don',
  note: 'Note',
  recu_souhaite: 'Reçu souhaité',
  numero: 'Numéro',
  cancel_reason: 'Motif d’annulation',
  motif_refus: 'Motif du refus',
  remboursement: 'Remboursement',
  issued: 'Reçus émis',
  receipts_enabled: 'Reçus fiscaux',
  legal_status: 'Bénéficiaire des versements',
  object: 'Objet de l’association',
  identifier: 'Numéro RNA ou SIREN',
  signatory_name: 'Nom du signataire',
  signatory_function: 'Fonction du signataire',
  receipt_mode: 'Mode des reçus',
  articles: 'Articles du CGI',
  receipt_fees: 'Cotisations comprises dans les reçus',
  max_amount: 'Montant maximum d’un don',
  suggested_amounts: 'Montants proposés',
  signature: 'Signature',
  logo: 'Logo',
  premiers_pas: 'Premiers pas',
  fichier: 'Fichier',
  sauvegarde_du: 'Sauvegarde du',
  libelle: 'Libellé',
  code: 'Numéro de compte',
  masque: 'Masqué',
  archive: 'Archivé',
  piece: 'N° de pièce',
  reference: 'Référence',
  membre: 'Membre',
  lignes: 'Lignes',
  justificatif: 'Justificatif',
  resultat: 'Résultat',
  report_a_nouveau: 'Report à nouveau',
  comptes_budgetes: 'Comptes budgétés',
  budget_total: 'Total du budget',
  ...MODULE_AUDIT_FIELD_LABELS,
};

export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? field;

/** Whether the journal has French words for this field (the journal's coverage test asks it). */
export const hasAuditFieldLabel = (field: string): boolean => Object.hasOwn(AUDIT_FIELD_LABELS, field);

/**
 * A text that reads as a day or an instant of the calendar; any other text (a title typed as
 * "2026-13-01") is shown as typed, never as another day nor as an error that stops the page.
 * The patterns first: most values are not dates, and the journal's export writes every value of
 * the whole journal, which zod's check of each value made fourteen times slower.
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const calendarDay = z.iso.date();
const instant = z.iso.datetime({ offset: true, local: true });
const isCalendarDay = (value: string) => CALENDAR_DAY.test(value) && calendarDay.safeParse(value).success;
const isInstant = (value: string) => INSTANT.test(value) && instant.safeParse(value).success;

/** Fields that hold an amount in euros. */
const AMOUNT_FIELDS = new Set([
  'montant',
  'price',
  'min_price',
  'fee_standard',
  'fee_premium',
  'fee_bienfaiteur',
  'max_amount',
  'suggested_amounts',
]);

/**
 * Fields recorded as stored (a settings row saved as typed) whose values are keys: the journal
 * shows them in the words of the screens that set them, « Œuvre ou organisme d’intérêt général »
 * rather than `interet_general`.
 */
const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  mode_paiement: PAYMENT_MODE_LABELS,
  ag_voters: VOTER_RULE_LABELS,
  ag_majority: MAJORITY_RULE_LABELS,
  age_majority: MAJORITY_RULE_LABELS,
  legal_status: RECEIPT_LEGAL_STATUS_LABELS,
  receipt_mode: RECEIPT_MODE_LABELS,
  articles: RECEIPT_ARTICLE_LABELS,
};

/** A recorded value as a person reads it: dates in Paris time, euros, Oui / Non, a dash for nothing. */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return AMOUNT_FIELDS.has(field) ? formatEuros(value) : formatCount(value);
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item, field)).join(' ; ');
  if (typeof value !== 'string') return JSON.stringify(value);
  const label = AUDIT_VALUE_LABELS[field]?.[value];
  if (label) return label;
  if (isCalendarDay(value)) return formatDate(`${value}T12:00:00Z`);
  if (isInstant(value)) return formatDateTime(value);
  return value;
}

/**
 * One changed field as `/admin/journal` reads it, "avant → après": a field that did not exist
 * before (a creation) shows its value alone, and one that no longer exists (a deletion) its
 * former value.
 */
export function describeAuditChange(field: string, { before, after }: AuditChanges[string]): string {
  if (before === null) return formatAuditValue(after, field);
  if (after === null) return `${formatAuditValue(before, field)} → supprimé`;
  return `${formatAuditValue(before, field)} → ${formatAuditValue(after, field)}`;
}

/** Every changed field on its own line, "Champ : avant → après", as the journal's export writes them. */
export const describeAuditChanges = (changes: AuditChanges): string =>
  Object.entries(changes)
    .map(([field, change]) => `${auditFieldLabel(field)} : ${describeAuditChange(field, change)}`)
    .join('\n');

/** Lower case, without accents nor typographic apostrophes: how a typed word meets a label. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'").toLocaleLowerCase('fr-FR');

/**
 * The actions whose French words hold this typed word, as the journal's search reads them: a word
 * of one or two letters must start a word of the label, a longer one may be anywhere in it.
 */
export function auditActionsMatching(word: string): AuditAction[] {
  const typed = folded(word);
  if (!typed) return [];
  return AUDIT_ACTION_KEYS.filter((action) => {
    const label = folded(AUDIT_ACTIONS[action]);
    return typed.length < 3 ? label.split(/[\s']+/).some((w) => w.startsWith(typed)) : label.includes(typed);
  });
}

/** Rows carry changed values: a page holds fewer of them than other lists (see the journal's test). */
export const AUDIT_PAGE_SIZE_MAX = 25;

/** The journal's search and action filter, the same for a page and for the CSV export. */
const filterFields = {
  search: searchSchema,
  action: z.enum(AUDIT_ACTION_KEYS, { error: 'Action inconnue' }).optional(),
};

export const auditFiltersSchema = z.object(filterFields);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const listAuditQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(AUDIT_PAGE_SIZE_MAX),
  ...filterFields,
});
export type ListAuditQuery = z.output<typeof listAuditQuerySchema>;

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_label: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = estimatedPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
