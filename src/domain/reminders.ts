import { nextSeasonStart } from './seasons.ts';
import { z } from './zod.ts';

export type ReminderDays = { before: readonly number[]; after: number | null };

/**
 * A server down on the day of an "after" reminder still sends it within a week; later, the member
 * has long read the previous ones and a mail about a year long over would surprise.
 */
export const AFTER_REMINDER_CATCH_UP_DAYS = 7;

/** How far ahead the admin dashboard lists the coming reminders. */
export const UPCOMING_REMINDER_DAYS = 30;

export type ReminderTiming = 'avant' | 'apres';

/**
 * With a fixed season, the reminder of the members of last season who have not renewed: it goes
 * out from the season's start, all season long, once.
 */
const NON_RENEWED_KIND = 'non-renouvele';

/** One reminder of a membership and the days it may go out, `from` to `until` included. */
export type ReminderWindow = { kind: string; timing: ReminderTiming; from: string; until: string };

/** YYYY-MM-DD moved by a number of calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The reminders of a membership ending on `dateFin`. A "before N days" reminder may go out from
 * N days before the end until the next, smaller one is due (or the last day of the membership):
 * a job that missed its day sends it the next day, and a member never gets the 30-day mail and
 * the 7-day mail together. The "after" reminder waits for the day after the end and catches up
 * for a week at most.
 *
 * With a fixed season (`seasonStartMonth`), a member who has not renewed is reminded again when
 * the season following the end starts, until it is over: a membership is renewed for a season, so
 * its non-renewers are seen then, even long after their own "after" reminder. A membership
 * stored as ending on the season's start or on the day before ends with the last season. An
 * "after" reminder due from that start would make a second mail the same week: the season's one
 * replaces it.
 */
export function reminderWindows(
  dateFin: string,
  days: ReminderDays,
  seasonStartMonth: number | null = null,
): ReminderWindow[] {
  const before = [...days.before].sort((a, b) => b - a);
  const windows = before.map(
    (count, index): ReminderWindow => ({
      kind: `avant-${count}`,
      timing: 'avant',
      from: addDays(dateFin, -count),
      until: addDays(dateFin, -(before[index + 1] ?? 0) - 1),
    }),
  );
  const season =
    seasonStartMonth === null
      ? null
      : nonRenewedWindow(nextSeasonStart(addDays(dateFin, -1), seasonStartMonth), seasonStartMonth);
  if (days.after !== null && (season === null || addDays(dateFin, days.after) < season.from))
    windows.push({
      kind: `apres-${days.after}`,
      timing: 'apres',
      from: addDays(dateFin, days.after),
      until: addDays(dateFin, days.after + AFTER_REMINDER_CATCH_UP_DAYS),
    });
  return season === null ? windows : [...windows, season];
}

/** The season starting on `seasonStart`, from its first day to its last. */
const nonRenewedWindow = (seasonStart: string, seasonStartMonth: number): ReminderWindow => ({
  kind: NON_RENEWED_KIND,
  timing: 'apres',
  from: seasonStart,
  until: addDays(nextSeasonStart(seasonStart, seasonStartMonth), -1),
});

/** "30 jours avant la fin", "1 jour après la fin". */
export function reminderKindLabel(kind: string): string {
  if (kind === NON_RENEWED_KIND) return 'Non renouvelé, nouvelle saison';
  const [timing, count = ''] = kind.split('-');
  const days = `${count} jour${count === '1' ? '' : 's'}`;
  return timing === 'apres' ? `${days} après la fin` : `${days} avant la fin`;
}

const upcomingReminderSchema = z.object({
  adhesion_id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  date_fin: z.string(),
  kind: z.string(),
  /** The day it goes out: today when it is already due. */
  send_on: z.string(),
});
export type UpcomingReminder = z.infer<typeof upcomingReminderSchema>;

export const upcomingRemindersSchema = z.object({
  reminders_enabled: z.boolean(),
  items: z.array(upcomingReminderSchema),
  /** Every coming reminder, of which `items` shows the first ones. */
  total: z.number(),
});
export type UpcomingReminders = z.infer<typeof upcomingRemindersSchema>;

export const sendDueRemindersResultSchema = z.object({ sent: z.number() });
