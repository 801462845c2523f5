import { VOTER_RULES } from './assembly-resolutions.ts';
import { majorityRuleSchema } from './assembly-resolutions-schemas.ts';
import { emailSchema } from './auth.ts';
import { MAX_EARLY_WEEKS, ROLLING_YEAR } from './seasons.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** The words a reminder's subject and body may hold; each is replaced in every mail. */
export const REMINDER_PLACEHOLDERS = ['{prenom}', '{nom}', '{date_fin}', '{lien}', '{association}'] as const;

export const DEFAULT_REMINDER_TEXTS = {
  reminder_before_subject: 'Votre adhésion se termine le {date_fin}',
  reminder_before_body: [
    'Bonjour {prenom},',
    '',
    'Votre adhésion se termine le {date_fin}.',
    'Pour continuer à profiter de votre espace membre, renouvelez-la dès maintenant :',
    '{lien}',
  ].join('\n'),
  reminder_after_subject: 'Votre adhésion est terminée depuis le {date_fin}',
  reminder_after_body: [
    'Bonjour {prenom},',
    '',
    'Votre adhésion est terminée depuis le {date_fin}.',
    'Vous pouvez la renouveler à tout moment depuis votre espace membre :',
    '{lien}',
  ].join('\n'),
};

/** 30 and 7 days before the end, and the day after it. */
export const DEFAULT_REMINDER_DAYS = { before: [30, 7], after: 1 };

/** Automatic backups start off; once on, a week of daily archives is kept. */
export const DEFAULT_BACKUPS = { enabled: false, kept: 7 };
export const MAX_BACKUPS_KEPT = 365;
/**
 * Who received a message is kept 2 years (the member's archive, the proof of sending), who was
 * convened 5 years: the statutes may ask to prove an assembly was convened years later.
 */
export const DEFAULT_MESSAGES_KEPT = { messages: 2, convocations: 5 };
export const MAX_YEARS_KEPT = 20;

const yearsKept = z
  .number({ error: "Nombre d'années invalide" })
  .int("Nombre d'années entier")
  .min(1, 'Une année au moins')
  .max(MAX_YEARS_KEPT, `${MAX_YEARS_KEPT} ans au plus`);

const REQUIRED = 'Ce champ est requis';
export const MAX_PROXIES = 20;
const MAX_DAYS = 365;

const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED).max(max, `${max} caractères au plus`);
/** Names and mail subjects: one line (see `singleLine`). */
const requiredLine = (max: number) => singleLine(max, { required: REQUIRED });

const reminderDay = z
  .number({ error: 'Nombre de jours invalide' })
  .int('Nombre de jours entier')
  .min(1, 'Un jour au moins')
  .max(MAX_DAYS, `${MAX_DAYS} jours au plus`);

const quorumPercent = z
  .number({ error: 'Quorum invalide' })
  .int('Le quorum est un pourcentage entier')
  .min(0, 'Le quorum est compris entre 0 et 100 %')
  .max(100, 'Le quorum est compris entre 0 et 100 %');

export const associationSettingsSchema = z.object({
  name: requiredLine(200),
  initials: requiredLine(10),
  email: z.string().trim().min(1, REQUIRED).pipe(emailSchema),
  /** Printed on the certificates; one line per line of the address. */
  address: z.string().trim().max(500, '500 caractères au plus'),
  /** The membership year: null, a year from the payment; 1–12, a season from that month. */
  season_start_month: z
    .number({ error: 'Mois invalide' })
    .int('Mois invalide')
    .min(1, 'Mois invalide')
    .max(12, 'Mois invalide')
    .nullable(),
  /** With a season, a membership paid in its last weeks counts for the next one. */
  season_early_weeks: z
    .number({ error: 'Nombre de semaines invalide' })
    .int('Nombre de semaines entier')
    .min(0, 'Le nombre de semaines ne peut pas être négatif')
    .max(MAX_EARLY_WEEKS, `${MAX_EARLY_WEEKS} semaines au plus`),
  reminders_enabled: z.boolean(),
  /** Days before the end of a membership when a reminder goes out, e.g. 30 and 7. */
  reminder_days_before: z
    .array(reminderDay)
    .max(5, 'Cinq rappels au plus')
    .refine((days) => new Set(days).size === days.length, { message: 'Chaque jour une seule fois' }),
  /** Days after the end when the last reminder goes out; null: none. */
  reminder_days_after: reminderDay.nullable(),
  reminder_before_subject: requiredLine(200),
  reminder_before_body: requiredText(5000),
  reminder_after_subject: requiredLine(200),
  reminder_after_body: requiredText(5000),
  /** A daily archive of the database and files in DATA_DIR/backups. */
  backups_enabled: z.boolean(),
  /** How many daily archives stay; older ones are deleted. */
  backups_kept: z
    .number({ error: 'Nombre de sauvegardes invalide' })
    .int('Nombre de sauvegardes entier')
    .min(1, 'Une sauvegarde au moins')
    .max(MAX_BACKUPS_KEPT, `${MAX_BACKUPS_KEPT} sauvegardes au plus`),
  /** A member who joins sees the news sent to all members since the start of the season. */
  messages_archive_newcomers: z.boolean(),
  /** Years the recipients of a message are kept, then those of a convocation (category `statutaire`). */
  messages_kept_years: yearsKept,
  convocations_kept_years: yearsKept,
  /** The statutes' rules of the general assembly: who votes, proxies per holder, quorum and majority. */
  ag_voters: z.enum(VOTER_RULES, { error: 'Choix invalide' }),
  ag_max_proxies: z
    .number({ error: 'Nombre de procurations invalide' })
    .int('Nombre de procurations entier')
    .min(0, 'Le nombre de procurations ne peut pas être négatif')
    .max(MAX_PROXIES, `${MAX_PROXIES} procurations au plus`),
  /** The ordinary assembly's quorum and majority, then the extraordinary one's. */
  ag_quorum_percent: quorumPercent,
  ag_majority: majorityRuleSchema,
  age_quorum_percent: quorumPercent,
  age_majority: majorityRuleSchema,
});
export type AssociationSettings = z.infer<typeof associationSettingsSchema>;

/** The membership year the settings describe. */
export const seasonOf = (
  settings: Pick<AssociationSettings, 'season_start_month' | 'season_early_weeks'>,
) => ({
  start_month: settings.season_start_month,
  early_weeks: settings.season_early_weeks,
});

export const DEFAULT_SEASON = ROLLING_YEAR;

/** Replaces each `{name}` the values know; other braces stay as the administrator wrote them. */
export function fillReminderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
