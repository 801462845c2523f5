import { deOrElision } from './french.ts';
import { type AdhesionStatus, addDays, addOneYear, effectiveStatus, isOver } from './members.ts';

/**
 * The association's membership year: rolling, a year from the payment (the spec's rule, when
 * `start_month` is null), or a fixed season starting on the first of a month (1: January, 9:
 * September). With a season, a membership paid in its last `early_weeks` weeks counts for the next.
 */
export type Season = { start_month: number | null; early_weeks: number };
export const ROLLING_YEAR: Season = { start_month: null, early_weeks: 4 };
export const MAX_EARLY_WEEKS = 26;

export const MONTH_NAMES = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

type DatedMembership = { statut: AdhesionStatus; date_debut: string; date_fin: string };
export type MembershipPeriod = { date_debut: string; date_fin: string };

/** The first day of the season month strictly after `isoDate`: when a membership of that day ends. */
export function nextSeasonStart(isoDate: string, startMonth: number): string {
  const year = Number(isoDate.slice(0, 4));
  const thisYears = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  return thisYears > isoDate ? thisYears : addOneYear(thisYears);
}

/**
 * What a membership paid on `paidOn` covers. It follows on from the member's latest membership
 * still running, active or pending (a renewal in time loses no day, and a member who pays twice
 * gets the year after the one already paid, not the same year twice). Rolling: a year from its
 * start. Season: to the next season start, or the whole next season when paid in the current
 * one's last weeks.
 */
export function membershipPeriod(
  season: Season,
  paidOn: string,
  memberships: readonly DatedMembership[] = [],
): MembershipPeriod {
  const followsOn = memberships
    .filter((membership) => !isOver(effectiveStatus(membership, paidOn)))
    .reduce((latest, membership) => (membership.date_fin > latest ? membership.date_fin : latest), paidOn);
  if (season.start_month === null) return { date_debut: followsOn, date_fin: addOneYear(followsOn) };
  const end = nextSeasonStart(followsOn, season.start_month);
  if (addDays(end, -7 * season.early_weeks) <= followsOn)
    return { date_debut: end, date_fin: addOneYear(end) };
  return { date_debut: followsOn, date_fin: end };
}

/**
 * Renewal is offered once every membership is over, and not twice: a paid renewal waiting for its
 * activation already covers the next year. With a season, from the last `early_weeks` weeks of
 * the current one.
 */
export function canRenew(season: Season, memberships: readonly DatedMembership[], today: string): boolean {
  const window = season.start_month === null ? 0 : season.early_weeks;
  return memberships.every(
    (membership) =>
      isOver(effectiveStatus(membership, today)) || addDays(membership.date_fin, -7 * window) <= today,
  );
}

/** « Saison de septembre à août », « Année civile », « Un an à partir du paiement ». */
export function seasonLabel(season: Pick<Season, 'start_month'>): string {
  if (season.start_month === null) return 'Un an à partir du paiement';
  if (season.start_month === 1) return 'Année civile (janvier à décembre)';
  const last = MONTH_NAMES[(season.start_month + 10) % 12];
  return `Saison ${deOrElision(MONTH_NAMES[season.start_month - 1] ?? '')} à ${last}`;
}
