import { and, eq, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIso } from '../../../domain/members.ts';
import {
  AFTER_REMINDER_CATCH_UP_DAYS,
  addDays,
  type ReminderWindow,
  reminderWindows,
  UPCOMING_REMINDER_DAYS,
  type UpcomingReminders,
} from '../../../domain/reminders.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { adhesions, messageOptOuts, renewalReminders, users } from '../../db/schema.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { isNotErased } from '../accounts/erased.ts';
import { type Administrator, changedFields, recordAudit } from '../audit/record.ts';
import { unsubscribeUrl } from '../messages/unsubscribe-token.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { renewalReminderMail } from './mails.ts';

/** What the job and the dashboard's button need: no request, no session. */
export type RemindersContext = Pick<AppContext, 'db' | 'config'>;

/** How many coming reminders the dashboard lists; the total says how many more there are. */
const UPCOMING_LISTED = 20;

const newer = alias(adhesions, 'newer');

/**
 * Paid memberships ending between two dates (stored as active, or as expired once over) that are
 * their member's current one; a household is reminded through its payer alone, who renews it for
 * all (its members' memberships, `household_of`, are left out): no later
 * membership (paid or waiting for its payment's validation), a validated account, and no request
 * to stop the reminders. With the kinds of reminder already sent for each.
 */
function listCandidates(db: Db, { endsFrom, endsUntil }: { endsFrom: string; endsUntil: string }) {
  return db
    .select({
      adhesion_id: adhesions.id,
      user_id: users.id,
      date_fin: adhesions.date_fin,
      statut: adhesions.statut,
      prenom: users.prenom,
      nom: users.nom,
      email: users.email,
      sent: sql<
        string[]
      >`coalesce(array_agg(${renewalReminders.kind}) filter (where ${renewalReminders.kind} is not null), '{}')`,
    })
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .leftJoin(renewalReminders, eq(renewalReminders.adhesion_id, adhesions.id))
    .where(
      and(
        inArray(adhesions.statut, ['active', 'expired']),
        isNull(adhesions.household_of),
        gte(adhesions.date_fin, endsFrom),
        lte(adhesions.date_fin, endsUntil),
        eq(users.is_active, true),
        isNotErased,
        notExists(
          db
            .select()
            .from(messageOptOuts)
            .where(and(eq(messageOptOuts.user_id, users.id), eq(messageOptOuts.category, 'rappels'))),
        ),
        notExists(
          db
            .select()
            .from(newer)
            .where(
              and(
                eq(newer.user_id, adhesions.user_id),
                sql`${newer.id} <> ${adhesions.id}`,
                or(
                  sql`${newer.date_fin} > ${adhesions.date_fin}`,
                  and(eq(newer.statut, 'pending'), sql`${newer.created_at} > ${adhesions.created_at}`),
                ),
              ),
            ),
        ),
      ),
    )
    .groupBy(adhesions.id, users.id);
}

type Candidate = Awaited<ReturnType<typeof listCandidates>>[number];
type DueReminder = { candidate: Candidate; window: ReminderWindow; sendOn: string };

/**
 * Not sent yet, and its days are not over. A membership marked expired before its end was
 * stopped by the treasurer: no "soon over" reminder for it.
 */
const isPending = (candidate: Candidate, window: ReminderWindow, today: string) =>
  !candidate.sent.includes(window.kind) &&
  window.until >= today &&
  !(window.timing === 'avant' && candidate.statut === 'expired');

/** Every reminder not yet sent whose window opens by `horizon` and is not over today. */
async function findReminders(
  db: Db,
  settings: AssociationSettings,
  { today, horizon }: { today: string; horizon: string },
) {
  const days = { before: settings.reminder_days_before, after: settings.reminder_days_after };
  const longestBefore = Math.max(0, ...days.before);
  const seasonStartMonth = settings.season_start_month;
  // A member of last season is reminded all this season long: their membership may have ended
  // up to two years ago.
  const endsFrom =
    seasonStartMonth !== null
      ? addDays(today, -2 * 366)
      : days.after === null
        ? today
        : addDays(today, -(days.after + AFTER_REMINDER_CATCH_UP_DAYS));
  const endsUntil = addDays(horizon, longestBefore);
  const candidates = await listCandidates(db, { endsFrom, endsUntil });
  const reminders: DueReminder[] = [];
  for (const candidate of candidates) {
    for (const window of reminderWindows(candidate.date_fin, days, seasonStartMonth)) {
      if (!isPending(candidate, window, today) || window.from > horizon) continue;
      reminders.push({ candidate, window, sendOn: window.from > today ? window.from : today });
    }
  }
  return reminders.sort(
    (a, b) => a.sendOn.localeCompare(b.sendOn) || a.candidate.nom.localeCompare(b.candidate.nom),
  );
}

/** The reminders of the next 30 days, for the admin dashboard. */
export async function listUpcomingReminders(ctx: RemindersContext): Promise<UpcomingReminders> {
  const settings = await getAssociationSettings(ctx);
  if (!settings.reminders_enabled) return { reminders_enabled: false, items: [], total: 0 };
  const today = todayIso();
  const reminders = await findReminders(ctx.db, settings, {
    today,
    horizon: addDays(today, UPCOMING_REMINDER_DAYS),
  });
  return {
    reminders_enabled: true,
    total: reminders.length,
    items: reminders.slice(0, UPCOMING_LISTED).map(({ candidate, window, sendOn }) => ({
      adhesion_id: candidate.adhesion_id,
      prenom: candidate.prenom,
      nom: candidate.nom,
      email: candidate.email,
      date_fin: candidate.date_fin,
      kind: window.kind,
      send_on: sendOn,
    })),
  };
}

/**
 * Sends each reminder due today, once. The reminder's row is claimed in the transaction that
 * queues its mail: a second run, in this process or another, finds the row taken and sends
 * nothing. Returns how many mails were queued.
 */
export async function sendDueReminders(ctx: RemindersContext): Promise<number> {
  const settings = await getAssociationSettings(ctx);
  if (!settings.reminders_enabled) return 0;
  const today = todayIso();
  const due = await findReminders(ctx.db, settings, { today, horizon: today });
  let sent = 0;
  for (const { candidate, window } of due) {
    const mail = renewalReminderMail(
      settings,
      candidate,
      {
        renew: `${ctx.config.publicUrl}/adhesion`,
        unsubscribe: unsubscribeUrl(ctx.config, candidate.user_id, 'rappels'),
      },
      window.timing,
    );
    const isSent = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(renewalReminders)
        .values({ adhesion_id: candidate.adhesion_id, kind: window.kind })
        .onConflictDoNothing()
        .returning({ kind: renewalReminders.kind });
      if (claimed.length === 0) return false;
      await enqueueMail(tx, mail);
      return true;
    });
    if (isSent) sent++;
  }
  return sent;
}

/**
 * The dashboard's "send now": the daily job's sending, then one journal line saying how many
 * mails left. Each reminder is claimed in its own transaction (see above), so the line follows
 * them rather than sharing theirs.
 */
export async function sendDueRemindersNow(ctx: RemindersContext, actor: Administrator): Promise<number> {
  const sent = await sendDueReminders(ctx);
  await recordAudit(ctx.db, actor, {
    action: 'reminders.send',
    target: { type: 'reminders', label: 'Relances de renouvellement' },
    changes: changedFields({}, { sent }),
  });
  return sent;
}
