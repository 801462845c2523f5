import { madeOnFirstUse } from '../../../domain/made-on-first-use.ts';

/** The wall clock of Paris at an instant, read part by part. */
const parisParts = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** How far ahead of UTC Paris is at `instant`, in ms (one or two hours). */
function parisOffset(instant: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      parisParts()
        .formatToParts(instant)
        .find((candidate) => candidate.type === type)?.value,
    );
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant of a date and time read on a Paris clock ('2026-12-01', '18:30'), whatever the
 * time zone of the administrator's computer: the association plans its mails in its own time.
 * The offset is read again at the instant found, so a date across a change of hour lands right.
 */
export function parisInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = asUtc - parisOffset(asUtc);
  return new Date(asUtc - parisOffset(guess));
}
