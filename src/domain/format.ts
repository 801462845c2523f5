import { madeOnFirstUse } from './made-on-first-use.ts';

/** French formats shared by the pages and the server's mails: dates in Paris time, euros, sizes. */
const TIME_ZONE = 'Europe/Paris';

/** A day in Paris, as 21/11/2025; the time is added to it where one is shown. */
const DAY = { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const dateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('fr-FR', DAY));
const dateTimeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { ...DAY, hour: '2-digit', minute: '2-digit' }),
);

const sizeFormat = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));
const countFormat = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR'));

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** 21/11/2025 */
export function formatDate(value: string | Date): string {
  return dateFormat().format(toDate(value));
}

const longDateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
);

/** 21 novembre 2025: a day in words, for a title or a file name (no slash in it). */
export function formatLongDate(value: string | Date): string {
  return longDateFormat().format(toDate(value));
}

/** 21/11/2025 14:30 */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat().format(toDate(value)).replace(',', '');
}

const hourMinuteFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * '20 h', '9 h 30': a time in Paris as French running text writes it, never '20:00'; no-break
 * spaces keep it on one line, in a text mail too.
 */
export function formatTime(value: string | Date): string {
  const parts = hourMinuteFormat().formatToParts(toDate(value));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return minute === '00' ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minute}`;
}

/** '21/11/2025 à 20 h': an instant in a sentence (a mail, a message). */
export function formatDateTimeInText(value: string | Date): string {
  return `${formatDate(value)} à ${formatTime(value)}`;
}

// A month ('2026-11') names no instant: read its first day at UTC midnight and format it in UTC.
const monthFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
);
const shortMonthFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'short', year: '2-digit' }),
);
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** '2026-11' -> 'novembre 2026' */
export function formatMonth(month: string): string {
  return monthFormat().format(monthStart(month));
}

/** '2026-11' -> 'nov. 26', for a chart's axis */
export function formatShortMonth(month: string): string {
  return shortMonthFormat().format(monthStart(month));
}

const SIZE_UNITS = ['octets', 'Ko', 'Mo', 'Go'] as const;

/** Base 1024, at most 2 decimals, in French units: 1536 -> '1,5 Ko'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 octet';
  const unitIndex = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${sizeFormat().format(bytes / 1024 ** unitIndex)} ${SIZE_UNITS[unitIndex]}`;
}

const euros = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));

/**
 * '7,50 €', '10 000,00 €': Intl groups thousands with a narrow no-break space and puts a no-break
 * space before the sign, as French typography wants; the PDFs print both as they are.
 */
export function formatEuros(amount: number): string {
  return euros().format(amount);
}

/** 1 234, with French grouping. */
export function formatCount(count: number): string {
  return countFormat().format(count);
}

/**
 * A count and its words, agreed in number as French does (0 and 1 take the singular):
 * "1 membre créé", "30 membres créés". The plural is the singular with an "s" unless given.
 */
export function formatCountOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count >= 2 ? plural : singular}`;
}
