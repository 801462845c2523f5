import { madeOnFirstUse } from './made-on-first-use.ts';

/** An event export in a calendar file lasts two hours. */
export const EVENT_DURATION_HOURS = 2;

export const EVENT_FINISHED = 'Événement terminé';
export const EVENT_FULL = 'Complet';
export const EVENT_NOT_FOUND = 'Événement non trouvé';
export const EVENT_FULL_MESSAGE = 'Cet événement est complet';
export const EVENT_FINISHED_MESSAGE = 'Événement terminé : les inscriptions sont closes';
export const placesBelowRegistrations = (registered: number) =>
  `${registered} membres sont déjà inscrits : le nombre de places ne peut pas être inférieur`;
export const EVENT_IMAGE_REFUSED = 'Seules les images JPEG, PNG, WebP ou GIF sont acceptées';

/**
 * Upcoming events, soonest first, and past ones in their own list, latest first: an association
 * that has held a thousand events still sees what comes next on the first page.
 */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/**
 * Twelve cards (four rows of three on a wide screen): with every description at its 5,000
 * characters, a page still weighs well under 100 KB.
 */
export const EVENTS_PAGE_SIZE = 12;

// The router loads this module for every page, the sign-in page included.
const whenFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' }),
);

/** 'samedi 12 décembre 2026 à 14:30', Paris time, in the pages and in the registration mail. */
export function formatEventDate(date: string | Date): string {
  return whenFormat().format(typeof date === 'string' ? new Date(date) : date);
}

/** Spec: finished means the date is in the past. */
export function isEventFinished(date: Date, now = new Date()): boolean {
  return date.getTime() < now.getTime();
}

/** The calendar file is named after the title, without characters file systems refuse. */
export function calendarFileName(titre: string): string {
  const name = titre
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${name || 'evenement'}.ics`;
}
