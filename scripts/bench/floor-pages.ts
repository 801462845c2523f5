import { EVENT_FINISHED, EVENT_FULL, formatEventDate } from '../../src/domain/events.ts';
import type { EventItem } from '../../src/domain/events-schemas.ts';
import { formatDate, formatDateTime, formatEuros } from '../../src/domain/format.ts';
import { canDeleteUser } from '../../src/domain/member-permissions.ts';
import { ADHESION_STATUS_BADGES, adhesionTypeLabel, ROLE_LABELS } from '../../src/domain/members.ts';
import type { AdminUser } from '../../src/domain/members-schemas.ts';

/**
 * "The floor": the fastest a page can show its rows, a static page that holds them with our
 * stylesheets and no script. Its rows are the ones our page shows (read from our API), with the
 * same texts and buttons, and the same elements under the same selectors (`PAGES` in
 * first-row.ts), so that the two are found alike. The buttons show their names where ours show
 * an icon: the icons are React components, and the floor has no React.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const button = (label: string) => `<button type="button">${escapeHtml(label)}</button>`;

/** `styles`: our stylesheets' paths, linked as the built index.html links its own. */
function page(title: string, styles: string[], body: string): string {
  const links = styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${escapeHtml(title)}</title>${links}</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function membershipCell(user: AdminUser, name: string): string {
  const { adhesion } = user;
  if (!adhesion) return '<p>Aucune adhésion</p>';
  const attestation = adhesion.has_attestation
    ? button(`Télécharger l'attestation d'adhésion de ${name}`)
    : '';
  return `<p><span>${escapeHtml(ADHESION_STATUS_BADGES[adhesion.statut].label)}</span> ${escapeHtml(adhesionTypeLabel(adhesion.type))}</p><p>${escapeHtml(formatEuros(adhesion.montant))} · Jusqu'au ${escapeHtml(formatDate(adhesion.date_fin))}</p><p>${button(`Modifier l'adhésion de ${name}`)}${button(`Supprimer l'adhésion de ${name}`)}${attestation}</p>`;
}

function userActions(user: AdminUser, name: string, viewerId: string): string {
  return [
    button(`Modifier ${name}`),
    canDeleteUser({ id: viewerId }, user) ? button(`Supprimer ${name}`) : '',
    button(`Ajouter une adhésion à ${name}`),
    user.is_active && !user.last_sign_in_at ? button(`Renvoyer l'invitation à ${name}`) : '',
  ].join('');
}

/** The register's columns, as UsersTable draws them on a wide screen for the administrator `viewerId`. */
function userRow(user: AdminUser, viewerId: string): string {
  const name = `${user.prenom} ${user.nom}`;
  const cells = [
    `<strong>${escapeHtml(name)}</strong><br>${escapeHtml(user.email)}`,
    escapeHtml(ROLE_LABELS[user.role]),
    escapeHtml(user.statut_membre),
    escapeHtml(user.fonction),
    membershipCell(user, name),
    user.last_sign_in_at ? escapeHtml(formatDateTime(user.last_sign_in_at)) : 'Jamais',
    userActions(user, name, viewerId),
  ];
  return `<tr aria-label="${escapeHtml(name)}">${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

const USER_COLUMNS = [
  'Utilisateur',
  'Rôle',
  'Statut membre',
  'Fonction',
  'Adhésion',
  'Dernière connexion',
  'Actions',
];

export function usersFloorPage(users: AdminUser[], viewerId: string, styles: string[]): string {
  const head = USER_COLUMNS.map((column) => `<th>${column}</th>`).join('');
  return page(
    'Utilisateurs',
    styles,
    `<table><thead><tr>${head}</tr></thead><tbody>${users.map((user) => userRow(user, viewerId)).join('')}</tbody></table>`,
  );
}

function placesBadge(event: EventItem): string {
  if (event.is_finished) return EVENT_FINISHED;
  if (event.places_restantes === null) return 'Places illimitées';
  if (event.places_restantes === 0) return EVENT_FULL;
  return `${event.places_restantes} place${event.places_restantes > 1 ? 's restantes' : ' restante'}`;
}

/** A member's card, as EventCard draws it. */
function eventCard(event: EventItem): string {
  const registered = event.is_registered ? '<span>Inscrit</span>' : '';
  const place = event.lieu ? `<p>${escapeHtml(event.lieu)}</p>` : '';
  const actions = event.is_finished
    ? ''
    : `<p>${button(event.is_registered ? 'Se désinscrire' : "S'inscrire")}${button('Ajouter au calendrier')}</p>`;
  return `<article aria-label="${escapeHtml(event.titre)}"><h3>${escapeHtml(event.titre)}</h3>${registered}<p>${escapeHtml(formatEventDate(event.date))}</p>${place}<p style="white-space:pre-line">${escapeHtml(event.description)}</p><p><span>${escapeHtml(placesBadge(event))}</span></p>${actions}</article>`;
}

const eventSection = (title: string, events: EventItem[]) =>
  `<section aria-label="${title}"><h2>${title}</h2>${events.map(eventCard).join('')}</section>`;

export function eventsFloorPage(upcoming: EventItem[], past: EventItem[], styles: string[]): string {
  return page(
    'Événements',
    styles,
    eventSection('Événements à venir', upcoming) + eventSection('Événements passés', past),
  );
}
