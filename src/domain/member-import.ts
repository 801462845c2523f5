import { emailSchema } from './auth.ts';
import { parseFrenchDate } from './dates.ts';
import {
  ACCEPTED_MEMBER_FUNCTIONS,
  parseFrenchAmount,
  phoneWithLeadingZero,
  simplifyText,
  toMemberFunction,
  toPaymentMode,
} from './member-import-values.ts';
import {
  ADHESION_TYPE_LABELS,
  ADHESION_TYPES,
  type AdhesionType,
  dateFinAfter,
  type MemberFunction,
  type MemberStatus,
  type PaymentMode,
} from './members.ts';
import { type MembershipOffer, offerNameKey } from './membership-offers.ts';
import { membershipPeriod, type Season } from './seasons.ts';
import { collapseBlanks, isPhoneNumber, isSingleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** The columns an import understands, in the order the preview shows them. */
export const IMPORT_FIELDS = [
  'prenom',
  'nom',
  'email',
  'telephone',
  'adresse',
  'code_postal',
  'ville',
  'type',
  'fonction',
  'montant',
  'date_debut',
  'date_fin',
  'mode_paiement',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  prenom: 'Prénom',
  nom: 'Nom',
  email: 'Email',
  telephone: 'Téléphone',
  adresse: 'Adresse',
  code_postal: 'Code postal',
  ville: 'Ville',
  type: 'Type d’adhésion',
  fonction: 'Fonction',
  montant: 'Montant',
  date_debut: 'Date de début',
  date_fin: 'Date de fin',
  mode_paiement: 'Mode de paiement',
};

/** Headers as French spreadsheets write them, simplified (see `simplifyText`). */
const HEADER_ALIASES: Record<string, ImportField> = {
  prenom: 'prenom',
  nom: 'nom',
  'nom de famille': 'nom',
  email: 'email',
  'e mail': 'email',
  mail: 'email',
  courriel: 'email',
  'adresse email': 'email',
  'adresse e mail': 'email',
  'adresse mail': 'email',
  telephone: 'telephone',
  tel: 'telephone',
  portable: 'telephone',
  adresse: 'adresse',
  'adresse postale': 'adresse',
  'code postal': 'code_postal',
  cp: 'code_postal',
  ville: 'ville',
  commune: 'ville',
  'type d adhesion': 'type',
  'type adhesion': 'type',
  'statut membre': 'type',
  'statut de membre': 'type',
  type: 'type',
  statut: 'type',
  fonction: 'fonction',
  montant: 'montant',
  cotisation: 'montant',
  'montant de la cotisation': 'montant',
  'date de debut': 'date_debut',
  'date debut': 'date_debut',
  debut: 'date_debut',
  'date d adhesion': 'date_debut',
  'date de fin': 'date_fin',
  'date fin': 'date_fin',
  fin: 'date_fin',
  'mode de paiement': 'mode_paiement',
  'mode paiement': 'mode_paiement',
  paiement: 'mode_paiement',
  reglement: 'mode_paiement',
  'mode de reglement': 'mode_paiement',
};

/** Which field each column holds; null for a column left out of the import. */
export type ImportMapping = (ImportField | null)[];

/** Each header's field, whatever its case and accents; a field is taken by its first column only. */
export function recognizeHeaders(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = HEADER_ALIASES[simplifyText(header)];
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['prenom', 'nom', 'email'];

export const missingRequiredFields = (mapping: ImportMapping) =>
  REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));

/**
 * A line's texts, by field, as the file (or the administrator's correction) gives them, each blank
 * run one space as a form would store it (`collapseBlanks`).
 */
export type ImportCells = Partial<Record<ImportField, string>>;

export function cellsOf(row: readonly string[], mapping: ImportMapping): ImportCells {
  const cells: ImportCells = {};
  mapping.forEach((field, column) => {
    if (field) cells[field] = collapseBlanks(row[column] ?? '');
  });
  return cells;
}

type ImportedMembership = {
  offer_id: string;
  type: AdhesionType;
  montant: number;
  date_debut: string;
  date_fin: string;
  mode_paiement: PaymentMode | null;
};

export type ImportedMember = {
  email: string;
  prenom: string;
  nom: string;
  telephone: string | null;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
  statut_membre: MemberStatus;
  fonction: MemberFunction;
  adhesion: ImportedMembership | null;
};

const orNull = (value: string | undefined) => (value ? value : null);
const TEXT_LIMITS: Partial<Record<ImportField, number>> = {
  prenom: 100,
  nom: 100,
  telephone: 30,
  adresse: 200,
  code_postal: 10,
  ville: 100,
};

/** What an import reads a line against: the association's offers (in their order) and its year. */
export type ImportContext = {
  offers: readonly Pick<MembershipOffer, 'id' | 'name' | 'type' | 'price' | 'archived'>[];
  season: Season;
};

/**
 * A type as the register shows it (« Membre Fondateur ») or without its « Membre » (« fondateur »);
 * the app's own codes (« bienfaiteur », « premium ») are no words of the association's files: a
 * « Bienfaiteur » there may mean anything, so it is a line to correct, never a type by default.
 */
function importedType(cell: string): AdhesionType | undefined {
  const simple = simplifyText(cell);
  return ADHESION_TYPES.find((type) => {
    const label = simplifyText(ADHESION_TYPE_LABELS[type]);
    return simple === label || `membre ${simple}` === label;
  });
}

/**
 * The offer a « Type d’adhésion » cell names: an offer's name, accents and case aside (an archived
 * one too: a file often holds past years), else a type's label for that type's current offer; an
 * empty cell is Membre Ordinaire's, the spec's default for a new member.
 */
function findImportedOffer(cell: string, offers: ImportContext['offers']) {
  const key = offerNameKey(cell);
  const named = offers.filter((offer) => offerNameKey(offer.name) === key);
  if (key && named.length > 0) return named.find((offer) => !offer.archived) ?? named[0];
  const type = key ? importedType(cell) : 'standard';
  if (!type) return undefined;
  const ofType = offers.filter((offer) => offer.type === type);
  return ofType.find((offer) => !offer.archived) ?? ofType[0];
}

/** The types' labels, then the current offers' other names: what a refused type may be corrected to. */
function acceptedTypes(offers: ImportContext['offers']): string[] {
  const labels: string[] = ADHESION_TYPES.map((type) => ADHESION_TYPE_LABELS[type]);
  const names = offers.filter((offer) => !offer.archived).map((offer) => offer.name);
  return [...new Set([...labels, ...names])];
}

const acceptedValues = (values: readonly string[]) => `(valeurs acceptées : ${values.join(', ')})`;

/** A value the import proposes for a field, never applies: the administrator takes it or not. */
export type ImportSuggestions = Partial<Record<ImportField, string>>;

/**
 * A line read into a member and their membership, with every problem in French. A membership is
 * recorded when the line gives its start date; its end defaults to the end the association's year
 * gives (a year later by default) and its amount to the offer's price.
 */
export function readImportLine(
  cells: ImportCells,
  { offers, season }: ImportContext,
): { member: ImportedMember | null; problems: string[]; suggestions: ImportSuggestions } {
  const problems: string[] = [];
  const suggestions: ImportSuggestions = {};
  const text = (field: ImportField) => cells[field] ?? '';
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [ImportField, number][]) {
    if (text(field).length > max)
      problems.push(`${IMPORT_FIELD_LABELS[field]} trop long (${max} caractères au plus)`);
    // A spreadsheet cell may hold line breaks: in a name they would print as lines of a certificate.
    if (!isSingleLine(text(field))) problems.push(`${IMPORT_FIELD_LABELS[field]} sur plusieurs lignes`);
  }
  if (text('telephone') && !isPhoneNumber(text('telephone')))
    problems.push(`Téléphone invalide : ${text('telephone')} (chiffres, espaces et + . - ( ) seulement)`);
  const withZero = phoneWithLeadingZero(text('telephone'));
  if (withZero) {
    problems.push(`Téléphone : 0 manquant ? ${text('telephone')} (proposé : ${withZero})`);
    suggestions.telephone = withZero;
  }
  if (!text('prenom')) problems.push('Prénom manquant');
  if (!text('nom')) problems.push('Nom manquant');
  const email = emailSchema.safeParse(text('email'));
  if (!text('email')) problems.push('Email manquant');
  else if (!email.success) problems.push(`Email invalide : ${text('email')}`);

  const offer = findImportedOffer(text('type'), offers);
  if (!offer)
    problems.push(`Type d’adhésion inconnu : ${text('type')} ${acceptedValues(acceptedTypes(offers))}`);
  const fonction = text('fonction') ? toMemberFunction(text('fonction')) : 'Membre';
  if (!fonction)
    problems.push(`Fonction inconnue : ${text('fonction')} ${acceptedValues(ACCEPTED_MEMBER_FUNCTIONS)}`);
  const mode = text('mode_paiement') ? toPaymentMode(text('mode_paiement')) : null;
  if (mode === undefined) problems.push(`Mode de paiement inconnu : ${text('mode_paiement')}`);

  const start = text('date_debut') ? parseFrenchDate(text('date_debut')) : null;
  if (start === undefined) problems.push(`Date de début invalide : ${text('date_debut')} (JJ/MM/AAAA)`);
  const end = text('date_fin') ? parseFrenchDate(text('date_fin')) : null;
  if (end === undefined) problems.push(`Date de fin invalide : ${text('date_fin')} (JJ/MM/AAAA)`);
  const amount = text('montant') ? parseFrenchAmount(text('montant')) : null;
  if (amount === undefined) problems.push(`Montant invalide : ${text('montant')}`);
  else if (amount !== null && amount > 100_000) problems.push('Montant trop élevé');
  const givesMembership = Boolean(text('montant') || text('date_fin') || text('mode_paiement'));
  if (start === null && givesMembership) problems.push('Date de début manquante pour l’adhésion');
  if (start && end && end < start) problems.push('La date de fin doit suivre la date de début');

  if (problems.length > 0 || !email.success || !offer || !fonction || mode === undefined) {
    return { member: null, problems, suggestions };
  }
  return {
    problems,
    suggestions,
    member: {
      email: email.data,
      prenom: text('prenom'),
      nom: text('nom'),
      telephone: orNull(text('telephone')),
      adresse: orNull(text('adresse')),
      code_postal: orNull(text('code_postal')),
      ville: orNull(text('ville')),
      statut_membre: ADHESION_TYPE_LABELS[offer.type],
      fonction,
      adhesion: start
        ? {
            offer_id: offer.id,
            type: offer.type,
            montant: amount ?? offer.price,
            date_debut: start,
            // Written as a person reads it, the last day covered (as the register's export writes it).
            date_fin: end ? dateFinAfter(end) : membershipPeriod(season, start).date_fin,
            mode_paiement: mode,
          }
        : null,
    },
  };
}

export const duplicateInFileProblem = (firstLine: number) =>
  `Email en double dans le fichier (déjà à la ligne ${firstLine})`;

// ---- What the administrator sends with the file ----

/** A file's bounds, checked while it is read: past them it is refused, never read to its end. */
export const IMPORT_MAX_LINES = 10_000;
export const IMPORT_MAX_COLUMNS = 100;

export const DUPLICATE_CHOICES = ['skip', 'update'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];
export const DUPLICATE_CHOICE_LABELS: Record<DuplicateChoice, string> = {
  skip: 'Ignorer ces lignes (les membres existants restent inchangés)',
  update: 'Mettre à jour les membres existants avec les valeurs du fichier',
};

/** A multipart field holding JSON; an unreadable one is the sender's mistake, named as such. */
const jsonField = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

const importMappingSchema = z
  .array(z.enum(IMPORT_FIELDS).nullable(), { error: 'Correspondance des colonnes invalide' })
  .max(IMPORT_MAX_COLUMNS, 'Correspondance des colonnes invalide')
  .refine((mapping) => new Set(mapping.filter(Boolean)).size === mapping.filter(Boolean).length, {
    message: 'Chaque champ ne peut venir que d’une colonne',
  });

/** Corrections typed in the preview, by the line number the preview shows; blank runs as in `cellsOf`. */
const correctionsSchema = z.record(
  z.string().regex(/^\d+$/),
  z.partialRecord(
    z.enum(IMPORT_FIELDS),
    z.string().overwrite(collapseBlanks).max(200, 'Correction trop longue'),
  ),
  { error: 'Corrections invalides' },
);
export type ImportCorrections = z.infer<typeof correctionsSchema>;

/** The text fields sent ahead of the file, on the preview and on the confirmation. */
export const importOptionsSchema = z.object({
  mapping: jsonField(importMappingSchema, 'Correspondance des colonnes invalide').optional(),
  corrections: jsonField(correctionsSchema, 'Corrections invalides').default({}),
  duplicates: z.enum(DUPLICATE_CHOICES, { error: 'Choix invalide pour les doublons' }).default('skip'),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

// ---- What the server answers ----

/** The preview lists at most so many lines (problems and duplicates first), so its answer stays small; counts cover them all. */
export const IMPORT_PREVIEW_MAX_LINES = 100;
export const IMPORT_TYPE_MESSAGE = 'Veuillez choisir un fichier CSV ou Excel (.xlsx)';

const cellsSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.string());

const importPreviewLineSchema = z.object({
  /** The line number in the file, as a spreadsheet numbers it (the header is line 1). */
  line: z.number(),
  cells: cellsSchema,
  problems: z.array(z.string()),
  /** The email belongs to a member already registered. */
  existing: z.boolean(),
  corrected: z.boolean(),
  /** Values proposed for fields the import could not read as they are, e.g. a phone without its 0. */
  suggestions: cellsSchema,
});
export type ImportPreviewLine = z.infer<typeof importPreviewLineSchema>;

export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.array(z.enum(IMPORT_FIELDS).nullable()),
  /** Fields without a column: the mapping step asks for them. */
  missingFields: z.array(z.enum(IMPORT_FIELDS)),
  counts: z.object({ lines: z.number(), valid: z.number(), faulty: z.number(), existing: z.number() }),
  lines: z.array(importPreviewLineSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  faulty: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
