import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isOptionalCategory, type MessageCategory } from '../../../domain/association-messages.ts';
import { AUDIENCE_PREVIEW_SIZE, type AudiencePreview } from '../../../domain/association-messages-schemas.ts';
import type { FieldError } from '../../../domain/errors.ts';
import { todayIso } from '../../../domain/members.ts';
import type { Audience, AudienceFilter, AudiencePreviewInput } from '../../../domain/message-audience.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  adhesions,
  assembleesGenerales,
  evenements,
  inscriptionsEvenements,
  messageOptOuts,
  users,
} from '../../db/schema.ts';
import { invalidFields } from '../../http/errors.ts';

/**
 * An audience is one condition on `users`, written by the database: whatever its filters, a
 * count, a preview or a send is one statement, each filter an `exists` on an indexed foreign key
 * (`adhesions_user_idx`, `inscriptions_evenements_pair`, `message_opt_outs`' key), never a list
 * of ids carried through JavaScript.
 */

/** Who may receive anything: validated, not erased. */
const reachable = and(eq(users.is_active, true), isNull(users.erased_at));

/** The member holds a membership meeting `condition`. */
const holdsMembership = (condition?: SQL) =>
  sql`exists (select 1 from ${adhesions} where ${adhesions.user_id} = ${users.id}${condition ? sql` and ${condition}` : sql``})`;

/**
 * Active on `day`: started, and not over (a membership ends on its date_fin, as
 * `effectiveStatus` says).
 */
const activeOn = (day: SQL, extra?: SQL) =>
  holdsMembership(
    sql`${adhesions.statut} = 'active' and ${adhesions.date_debut} <= ${day} and ${adhesions.date_fin} > ${day}${extra ? sql` and ${extra}` : sql``}`,
  );

/** Paid or to be validated, not over on `day`, and nothing active: what the register calls "en attente". */
const pendingOn = (day: SQL) =>
  sql`${holdsMembership(sql`${adhesions.statut} = 'pending' and ${adhesions.date_fin} > ${day}`)} and not ${activeOn(day)}`;

/**
 * Nothing running on `day`, and a membership that was held (not one left pending or refused) ended by then;
 * within `months` months when given: the last one ended that recently.
 */
function expiredOn(day: SQL, months: number | undefined): SQL {
  const since = months
    ? sql` and ${adhesions.date_fin} > (${day} - make_interval(months => ${months}))::date`
    : sql``;
  return sql`not ${activeOn(day)} and not ${holdsMembership(sql`${adhesions.statut} = 'pending' and ${adhesions.date_fin} > ${day}`)} and ${holdsMembership(sql`${adhesions.statut} in ('active', 'expired') and ${adhesions.date_fin} <= ${day}${since}`)}`;
}

const calendarDay = (day: string) => sql`${day}::date`;

/** The AG's day in Paris: members à jour that day are the ones it convenes. */
const assemblyDay = (assemblyId: string) =>
  sql`(select (${assembleesGenerales.date} at time zone 'Europe/Paris')::date from ${assembleesGenerales} where ${assembleesGenerales.id} = ${assemblyId})`;

function matchesFilter(filter: AudienceFilter, today: string): SQL {
  switch (filter.kind) {
    case 'tous':
      return sql`true`;
    case 'adhesion': {
      const day = calendarDay(filter.date ?? today);
      if (filter.etat === 'a_jour') return activeOn(day);
      if (filter.etat === 'en_attente') return pendingOn(day);
      if (filter.etat === 'expiree') return expiredOn(day, filter.moisMax);
      return sql`not ${holdsMembership()}`;
    }
    case 'type_adhesion':
      return activeOn(calendarDay(today), sql`${adhesions.type} = ${filter.type}`);
    case 'bureau':
      return sql`${users.fonction} <> 'Membre'`;
    case 'evenement':
      return sql`exists (select 1 from ${inscriptionsEvenements} where ${inscriptionsEvenements.evenement_id} = ${filter.eventId} and ${inscriptionsEvenements.user_id} = ${users.id})`;
    case 'assemblee':
      return activeOn(assemblyDay(filter.assemblyId));
    case 'jamais_connectes':
      return isNull(users.last_sign_in_at);
    case 'choisis':
      return inArray(users.id, filter.userIds);
  }
}

/** The members the audience holds, opted out or not. */
function audienceCondition(audience: Audience, today = todayIso()): SQL {
  const conditions = audience.filters.map((filter) => matchesFilter(filter, today));
  const combined = audience.combine === 'et' ? and(...conditions) : or(...conditions);
  return and(reachable, combined) ?? sql`false`;
}

/** Left the category; `statutaire` cannot be left. */
function optedOut(category: MessageCategory): SQL {
  if (!isOptionalCategory(category)) return sql`false`;
  return sql`exists (select 1 from ${messageOptOuts} where ${messageOptOuts.user_id} = ${users.id} and ${messageOptOuts.category} = ${category})`;
}

/** Who the message goes to: the audience, less those who left its category. */
export const recipientCondition = (category: MessageCategory, audience: Audience) =>
  sql`${audienceCondition(audience)} and not ${optedOut(category)}`;

/**
 * How many of the audience receive it, and how many left the category. The opt-outs are joined,
 * not looked up row by row: at 100,000 members a lookup per row made PostgreSQL judge the count
 * costly enough to compile it (JIT), which alone took a quarter of a second.
 */
export async function countAudience(
  db: DbOrTx,
  { category, audience }: { category: MessageCategory; audience: Audience },
): Promise<{ count: number; excludedCount: number }> {
  const [row] = isOptionalCategory(category)
    ? await db
        .select({
          count: sql<number>`(count(*) filter (where ${messageOptOuts.user_id} is null))::int`,
          excludedCount: sql<number>`count(${messageOptOuts.user_id})::int`,
        })
        .from(users)
        .leftJoin(
          messageOptOuts,
          and(eq(messageOptOuts.user_id, users.id), eq(messageOptOuts.category, category)),
        )
        .where(audienceCondition(audience))
    : await db
        .select({ count: sql<number>`count(*)::int`, excludedCount: sql<number>`0` })
        .from(users)
        .where(audienceCondition(audience));
  return { count: row?.count ?? 0, excludedCount: row?.excludedCount ?? 0 };
}

/** The composer's live answer: the counts and the first recipients by name. */
export async function previewAudience(
  ctx: AppContext,
  input: AudiencePreviewInput,
): Promise<AudiencePreview> {
  await checkAudienceTargets(ctx.db, input.audience);
  const [counts, first] = await Promise.all([
    countAudience(ctx.db, input),
    ctx.db
      .select({ id: users.id, prenom: users.prenom, nom: users.nom, email: users.email })
      .from(users)
      .where(recipientCondition(input.category, input.audience))
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(AUDIENCE_PREVIEW_SIZE),
  ]);
  return { ...counts, first };
}

/** An event or an AG named by a filter must exist: an empty audience would say nothing of the mistake. */
export async function checkAudienceTargets(db: DbOrTx, audience: Audience): Promise<void> {
  const missing: FieldError[] = [];
  for (const [index, filter] of audience.filters.entries()) {
    if (filter.kind === 'evenement' && !(await db.$count(evenements, eq(evenements.id, filter.eventId))))
      missing.push({ path: `audience.filters.${index}.eventId`, message: 'Événement introuvable' });
    if (
      filter.kind === 'assemblee' &&
      !(await db.$count(assembleesGenerales, eq(assembleesGenerales.id, filter.assemblyId)))
    )
      missing.push({
        path: `audience.filters.${index}.assemblyId`,
        message: 'Assemblée générale introuvable',
      });
  }
  if (missing.length) throw invalidFields(missing);
}
