import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, exists, inArray, lte, max, notExists, sql } from 'drizzle-orm';
import { OPTIONAL_CATEGORIES } from '../../../domain/association-messages.ts';
import type { Config } from '../../config.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/client.ts';
import { messageOptOuts, messageRecipients, messages, users } from '../../db/schema.ts';
import type { MailAttachment, MailTransport } from '../../infra/mail/transport.ts';
import { retryDelayMs } from '../../infra/mail/worker.ts';
import { buildAssemblyCalendar } from '../assemblies/calendar.ts';
import { getMessageSender, latestMembershipEnd, type MessageSender, messageMail } from './message-mail.ts';

export type DeliveryContext = {
  db: Db;
  config: Config;
  transport: MailTransport;
  /** MAIL_FROM: its address, with the association's name before it. */
  from: string;
  onError?: (error: unknown) => void;
};

/**
 * How long a claimed recipient belongs to the process sending it: longer than nodemailer's
 * slowest timeout (10 min), so only a process that died mid-send leaves it to be claimed again.
 */
const CLAIM_MS = 15 * 60 * 1000;
/** A run ends before the next minute's starts; the schedule or a wake-up starts the next one. */
const RUN_MS = 50_000;
/** 1, 2, 4, 8 minutes…: a server that answers "try later" (greylisting) is given time. */
const RETRY_BASE_MS = 60_000;
/** Replies "try later" this many times: the address is given up, with the server's last reply. */
const MAX_REPLIED_ATTEMPTS = 5;

/** Why a recipient was not written to, shown to the administrators beside the status `annule`. */
export const NOT_DELIVERED = {
  erased: 'Compte effacé',
  inactive: 'Compte désactivé',
  optedOut: 'A choisi de ne plus recevoir cette catégorie',
} as const;

const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** The messages whose hour has come: `programme` → `envoi`. */
async function startDueMessages(db: Db): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'envoi', updated_at: sql`now()` })
    .where(and(eq(messages.status, 'programme'), lte(messages.scheduled_at, sql`now()`)));
}

/** The messages being sent with nobody left waiting: `envoi` → `envoye`. */
async function finishSentMessages(db: Db): Promise<void> {
  const waiting = db
    .select({ one: sql`1` })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.message_id, messages.id), eq(messageRecipients.status, 'en_attente')));
  await db
    .update(messages)
    .set({ status: 'envoye', updated_at: sql`now()` })
    .where(and(eq(messages.status, 'envoi'), notExists(waiting)));
}

type Claimed = { messageId: string; userId: string; attempts: number };

/**
 * Takes the next due recipient for this process alone, or says how long to wait for the pace.
 * The advisory lock makes the claims of all processes one after the other, each seeing the
 * attempt before it: together they keep to the rate. SKIP LOCKED passes a row another
 * transaction holds (a cancellation under way). Moving `next_attempt_at` past the claim keeps
 * the row out of the others' reach while it is sent, outside any transaction (a slow SMTP
 * server must not hold a lock, nor a pooled connection).
 */
async function claimNext(db: Db, ratePerMinute: number): Promise<Claimed | { waitMs: number } | undefined> {
  const spacingMs = 60_000 / ratePerMinute;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.messageDelivery})`);
    const [due] = await tx
      .select({ messageId: messageRecipients.message_id, userId: messageRecipients.user_id })
      .from(messageRecipients)
      .where(
        and(
          eq(messageRecipients.status, 'en_attente'),
          lte(messageRecipients.next_attempt_at, sql`now()`),
          exists(
            tx
              .select({ one: sql`1` })
              .from(messages)
              .where(and(eq(messages.id, messageRecipients.message_id), eq(messages.status, 'envoi'))),
          ),
        ),
      )
      .orderBy(asc(messageRecipients.next_attempt_at))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [pace] = await tx
      .select({
        waitMs: sql<number>`greatest(0, extract(epoch from (${max(messageRecipients.last_attempt_at)} + ${spacingMs} * interval '1 millisecond' - clock_timestamp())) * 1000)::float8`,
      })
      .from(messageRecipients);
    const waitMs = Math.ceil(pace?.waitMs ?? 0);
    if (waitMs > 0) return { waitMs };
    const [claimed] = await tx
      .update(messageRecipients)
      .set({
        attempts: sql`${messageRecipients.attempts} + 1`,
        last_attempt_at: sql`clock_timestamp()`,
        next_attempt_at: later(CLAIM_MS),
      })
      .where(and(eq(messageRecipients.message_id, due.messageId), eq(messageRecipients.user_id, due.userId)))
      .returning({ attempts: messageRecipients.attempts });
    return claimed && { ...due, attempts: claimed.attempts };
  });
}

/** The message and its reader as they are now: the address, names and membership of this moment. */
async function readDelivery(db: Db, { messageId, userId }: Claimed) {
  const [row] = await db
    .select({
      category: messages.category,
      assemblyId: messages.assembly_id,
      subject: messages.subject,
      body_html: messages.body_html,
      body_text: messages.body_text,
      email: users.email,
      prenom: users.prenom,
      nom: users.nom,
      isActive: users.is_active,
      erasedAt: users.erased_at,
      finAdhesion: latestMembershipEnd(users.id),
      isOptedOut: exists(
        db
          .select({ one: sql`1` })
          .from(messageOptOuts)
          .where(
            and(
              eq(messageOptOuts.user_id, users.id),
              eq(messageOptOuts.category, messages.category),
              inArray(messages.category, OPTIONAL_CATEGORIES),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .innerJoin(users, eq(users.id, messageRecipients.user_id))
    .where(and(eq(messageRecipients.message_id, messageId), eq(messageRecipients.user_id, userId)));
  return row;
}

type Delivery = NonNullable<Awaited<ReturnType<typeof readDelivery>>>;

/** Erased, deactivated or opted out since the message was sent: nobody to write to. */
function reasonNotToSend(delivery: Delivery): string | undefined {
  if (delivery.erasedAt) return NOT_DELIVERED.erased;
  if (!delivery.isActive) return NOT_DELIVERED.inactive;
  if (delivery.isOptedOut) return NOT_DELIVERED.optedOut;
  return undefined;
}

/** The SMTP server's reply when there was one (`550 5.1.1 …`), else what went wrong. */
function smtpReplyOf(error: unknown): { code: number | undefined; reply: string } {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  return { code: responseCode, reply: response || message || String(error) };
}

const isThisRow = ({ messageId, userId }: Claimed) =>
  and(eq(messageRecipients.message_id, messageId), eq(messageRecipients.user_id, userId));

/** `unreachable`: no SMTP server answered; the others would not be answered either. */
type Outcome = 'sent' | 'not-sent' | 'unreachable';

/** What one run reads once for all its mails: the sender, and each convocation's calendar file. */
type Run = { sender: MessageSender; attachmentsOf: (assemblyId: string | null) => Promise<MailAttachment[]> };

/**
 * A convocation carries its assembly's calendar file, as the assembly's page offers it; built once
 * a run. Should the assembly be gone meanwhile, the convocation leaves without it.
 */
function assemblyCalendars(ctx: DeliveryContext): Run['attachmentsOf'] {
  const built = new Map<string, Promise<MailAttachment[]>>();
  return (assemblyId) => {
    if (!assemblyId) return Promise.resolve([]);
    const calendar =
      built.get(assemblyId) ??
      buildAssemblyCalendar(ctx, { id: assemblyId }).then(
        ({ fileName, content }) => [
          { filename: fileName, content, contentType: 'text/calendar; charset=utf-8' },
        ],
        () => [],
      );
    built.set(assemblyId, calendar);
    return calendar;
  };
}

async function deliverOne(ctx: DeliveryContext, run: Run, claimed: Claimed): Promise<Outcome> {
  const { db } = ctx;
  const delivery = await readDelivery(db, claimed);
  // The row went with an erasure between the claim and now.
  if (!delivery) return 'not-sent';
  const reason = reasonNotToSend(delivery);
  if (reason) {
    await db
      .update(messageRecipients)
      .set({ status: 'annule', last_error: reason })
      .where(isThisRow(claimed));
    return 'not-sent';
  }
  const reader = { ...claimed, ...delivery };
  try {
    await ctx.transport.send({
      ...messageMail(delivery, reader, run.sender),
      from: ctx.from,
      attachments: await run.attachmentsOf(delivery.assemblyId),
    });
  } catch (error) {
    const { code, reply } = smtpReplyOf(error);
    // A 5xx reply will not change (unknown mailbox); a 4xx may, a few times; no reply at all
    // (SMTP down) is never given up: the mail waits, nothing is lost.
    const isGivenUp = code !== undefined && (code >= 500 || claimed.attempts >= MAX_REPLIED_ATTEMPTS);
    await db
      .update(messageRecipients)
      .set({
        status: isGivenUp ? 'echec' : 'en_attente',
        last_error: reply,
        // Given up: due at once should an administrator send it again (« Renvoyer aux échecs »).
        next_attempt_at: isGivenUp ? sql`now()` : later(retryDelayMs(claimed.attempts, RETRY_BASE_MS)),
      })
      .where(isThisRow(claimed));
    // A reply may quote the address: the log hears only its code (the reply is on the row).
    ctx.onError?.(
      code === undefined ? error : new Error(`SMTP answered ${code} to a message to the members`),
    );
    return code === undefined ? 'unreachable' : 'not-sent';
  }
  // Recorded even if the sending was cancelled meanwhile: this one mail did leave.
  await db
    .update(messageRecipients)
    .set({ status: 'envoye', email: delivery.email, sent_at: sql`now()`, last_error: null })
    .where(isThisRow(claimed));
  return 'sent';
}

/**
 * One run of the delivery job: starts the messages whose hour has come, then sends their waiting
 * recipients one at a time at MAIL_RATE_PER_MINUTE (all processes together), until none is due,
 * the run's time is up (`until`, a timestamp) or the process stops (`stopping`: the mail being
 * sent is recorded, no other is begun). Returns how many mails left.
 */
export async function deliverMessages(
  ctx: DeliveryContext,
  options: { until?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  const until = options.until ?? Date.now() + RUN_MS;
  const isStopping = () => options.stopping?.aborted === true;
  await startDueMessages(ctx.db);
  const run: Run = { sender: await getMessageSender(ctx), attachmentsOf: assemblyCalendars(ctx) };
  let sent = 0;
  try {
    while (Date.now() < until && !isStopping()) {
      const next = await claimNext(ctx.db, ctx.config.mailRatePerMinute);
      if (!next) break;
      if (!('waitMs' in next)) {
        const outcome = await deliverOne(ctx, run, next);
        if (outcome === 'sent') sent++;
        // SMTP down: the next run tries again, rather than this one failing every member in turn.
        if (outcome === 'unreachable') break;
      } else if (Date.now() + next.waitMs > until) {
        break;
      } else {
        // Cut short when the process stops: the loop then ends.
        await sleep(next.waitMs, undefined, { signal: options.stopping }).catch(() => undefined);
      }
    }
  } finally {
    await finishSentMessages(ctx.db);
  }
  return sent;
}
