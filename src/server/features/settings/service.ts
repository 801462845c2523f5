import { DEFAULT_KIND_RULES } from '../../../domain/assembly-kinds.ts';
import { DEFAULT_ASSEMBLY_RULES } from '../../../domain/assembly-resolutions.ts';
import {
  type AssociationSettings,
  DEFAULT_BACKUPS,
  DEFAULT_MESSAGES_KEPT,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_REMINDER_TEXTS,
  DEFAULT_SEASON,
} from '../../../domain/settings.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { associationSettings } from '../../db/schema.ts';
import type { Sender } from '../../infra/mail/templates.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { SETTINGS_TARGET, settingsColumns } from './journal.ts';
import {
  announceSettingsChange,
  findCachedSettings,
  rememberSettings,
  startSettingsLookup,
} from './settings-cache.ts';

type SettingsRow = typeof associationSettings.$inferSelect;

/**
 * The part of the app's context the settings read: written out rather than picked from
 * AppContext, which imports better-auth, which reads the settings (an import cycle).
 */
type SettingsContext = { db: Db; config: Config };

/** The administrator's values, each falling back to the environment's when never set. */
function withDefaults(row: SettingsRow | undefined, config: Config): AssociationSettings {
  return {
    name: row?.name ?? config.association.name,
    initials: row?.initials ?? config.association.initials,
    email: row?.email ?? config.association.email,
    address: row?.address ?? config.association.address,
    season_start_month: row ? row.season_start_month : DEFAULT_SEASON.start_month,
    season_early_weeks: row?.season_early_weeks ?? DEFAULT_SEASON.early_weeks,
    reminders_enabled: row?.reminders_enabled ?? true,
    reminder_days_before: row?.reminder_days_before ?? DEFAULT_REMINDER_DAYS.before,
    reminder_days_after: row ? row.reminder_days_after : DEFAULT_REMINDER_DAYS.after,
    reminder_before_subject: row?.reminder_before_subject ?? DEFAULT_REMINDER_TEXTS.reminder_before_subject,
    reminder_before_body: row?.reminder_before_body ?? DEFAULT_REMINDER_TEXTS.reminder_before_body,
    reminder_after_subject: row?.reminder_after_subject ?? DEFAULT_REMINDER_TEXTS.reminder_after_subject,
    reminder_after_body: row?.reminder_after_body ?? DEFAULT_REMINDER_TEXTS.reminder_after_body,
    backups_enabled: row?.backups_enabled ?? DEFAULT_BACKUPS.enabled,
    backups_kept: row?.backups_kept ?? DEFAULT_BACKUPS.kept,
    messages_archive_newcomers: row?.messages_archive_newcomers ?? true,
    messages_kept_years: row?.messages_kept_years ?? DEFAULT_MESSAGES_KEPT.messages,
    convocations_kept_years: row?.convocations_kept_years ?? DEFAULT_MESSAGES_KEPT.convocations,
    ag_voters: row?.ag_voters ?? DEFAULT_ASSEMBLY_RULES.voters,
    ag_max_proxies: row?.ag_max_proxies ?? DEFAULT_ASSEMBLY_RULES.max_proxies,
    ag_quorum_percent: row?.ag_quorum_percent ?? DEFAULT_KIND_RULES.ordinaire.quorum_percent,
    ag_majority: row?.ag_majority ?? DEFAULT_KIND_RULES.ordinaire.majority,
    age_quorum_percent: row?.age_quorum_percent ?? DEFAULT_KIND_RULES.extraordinaire.quorum_percent,
    age_majority: row?.age_majority ?? DEFAULT_KIND_RULES.extraordinaire.majority,
  };
}

/**
 * The association's identity, membership year and reminder settings, as every feature should read them.
 * Read by many requests (prices, mails, the header's name) and changed a few times a year: each
 * process keeps them until a change is announced (settings-cache.ts).
 */
export async function getAssociationSettings({ db, config }: SettingsContext): Promise<AssociationSettings> {
  const cached = findCachedSettings(db);
  if (cached) return cached;
  const lookup = startSettingsLookup(db);
  const [row] = await db.select().from(associationSettings).limit(1);
  const settings = withDefaults(row, config);
  rememberSettings(db, lookup, settings);
  return settings;
}

/** The signature of the association's mails. */
export async function getMailSender(ctx: SettingsContext): Promise<Sender> {
  return { associationName: (await getAssociationSettings(ctx)).name };
}

/**
 * Saves some settings in the caller's transaction, which holds the row's lock: a first row keeps
 * every other setting as configured (see withDefaults).
 */
export async function saveSomeSettings(tx: Tx, values: Partial<typeof associationSettings.$inferInsert>) {
  await tx
    .insert(associationSettings)
    .values({ id: 1, reminder_days_after: DEFAULT_REMINDER_DAYS.after, ...values })
    .onConflictDoUpdate({ target: associationSettings.id, set: values });
}

/** Replaces every setting at once: the page always sends the whole form. */
export async function updateAssociationSettings(
  { db, config }: SettingsContext,
  input: AssociationSettings,
  actor: Administrator,
): Promise<AssociationSettings> {
  const values = {
    ...settingsColumns(input),
    updated_by: actor.id,
    updated_at: new Date(),
  };
  await db.transaction(async (tx) => {
    // The row is locked so that two administrators saving together each journal what they replaced.
    const [row] = await tx.select().from(associationSettings).for('update');
    await tx
      .insert(associationSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: associationSettings.id, set: values });
    // Before: what was in force, the environment's values included, so that a first save journals them.
    await recordChanges(tx, actor, {
      action: 'settings.update',
      target: SETTINGS_TARGET,
      before: settingsColumns(withDefaults(row, config)),
      after: settingsColumns(input),
    });
  });
  await announceSettingsChange(db);
  return getAssociationSettings({ db, config });
}
