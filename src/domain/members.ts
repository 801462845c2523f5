import { formatDate } from './format.ts';
import { deOrElision } from './french.ts';
import { madeOnFirstUse } from './made-on-first-use.ts';

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { member: 'Utilisateur', admin: 'Administrateur' };

export const MEMBER_STATUSES = ['Membre Ordinaire', 'Membre Actif', 'Membre Fondateur'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_FUNCTIONS = ['Membre', 'Président', 'Secrétaire', 'Trésorier(e)'] as const;
export type MemberFunction = (typeof MEMBER_FUNCTIONS)[number];

export const ADHESION_TYPES = ['standard', 'premium', 'bienfaiteur'] as const;
export type AdhesionType = (typeof ADHESION_TYPES)[number];

/**
 * The spec's three statuses, which an administrator sets freely, and « refused »: a sign-up an
 * administrator turned down from the validation page, never set by hand.
 */
export const EDITABLE_ADHESION_STATUSES = ['active', 'pending', 'expired'] as const;
export const ADHESION_STATUSES = [...EDITABLE_ADHESION_STATUSES, 'refused'] as const;
export type AdhesionStatus = (typeof ADHESION_STATUSES)[number];

/**
 * What became of the payment of a refused membership: refunded through the provider it was paid
 * with, or to be refunded by the treasurer (cash, cheque, transfer).
 */
export const REFUND_STATUSES = ['a_rembourser', 'rembourse'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  a_rembourser: 'À rembourser',
  rembourse: 'Remboursé',
};

export const PAYMENT_MODES = ['Carte Bancaire', 'Chèque', 'Espèce', 'Virement'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The modes as a treasurer says them: the spec's stored `Espèce` reads « Espèces ». */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  Chèque: 'Chèque',
  Espèce: 'Espèces',
  Virement: 'Virement',
  'Carte Bancaire': 'Carte',
};

export const paymentModeLabel = (mode: PaymentMode) => PAYMENT_MODE_LABELS[mode];

export const PAYMENT_MODE_OPTIONS = PAYMENT_MODES.map((value) => ({
  value,
  label: PAYMENT_MODE_LABELS[value],
}));

export const ADHESION_TYPE_LABELS: Record<AdhesionType, MemberStatus> = {
  standard: 'Membre Ordinaire',
  premium: 'Membre Actif',
  bienfaiteur: 'Membre Fondateur',
};

/** The spec's type names: the old app wrote ordinaire, actif and fondateur too. */
const TYPE_ALIASES: Record<string, AdhesionType> = {
  standard: 'standard',
  ordinaire: 'standard',
  'membre ordinaire': 'standard',
  premium: 'premium',
  actif: 'premium',
  'membre actif': 'premium',
  bienfaiteur: 'bienfaiteur',
  fondateur: 'bienfaiteur',
  'membre fondateur': 'bienfaiteur',
};

/** 'ordinaire', 'standard' or 'Membre Ordinaire' -> 'standard'; undefined when unknown. */
export function toAdhesionType(value: string): AdhesionType | undefined {
  return TYPE_ALIASES[value.trim().toLowerCase()];
}

/** 'standard' or 'ordinaire' -> 'Membre Ordinaire'; an unknown type is shown as it is. */
export function adhesionTypeLabel(type: string): string {
  const known = toAdhesionType(type);
  return known ? ADHESION_TYPE_LABELS[known] : type;
}

/** How a household member's membership is told apart: « Foyer de Paul Martin », its payer. */
export const householdOfLabel = (payerName: string) => `Foyer ${deOrElision(payerName)}`;

/** A membership lasts one year from its start date. */
export function addOneYear(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) an ISO date, in the calendar. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day a membership covers, which every page, certificate, mail and export shows as its
 * end. The stored date_fin is the first day no longer covered (a renewal starts on it, and a
 * membership whose date_fin is today is over), so a September season ends on 31 August, not on
 * the next season's 1 September.
 */
export const lastDayCovered = (dateFin: string) => addDays(dateFin, -1);

/** The date_fin stored for a membership whose last day covered is `lastDay`: the day after. */
export const dateFinAfter = (lastDay: string) => addDays(lastDay, 1);

/** « 31/08/2027 » for a date_fin of 2027-09-01: the end as a person reads it. */
export const formatLastDayCovered = (dateFin: string) => formatDate(lastDayCovered(dateFin));

/** Made once: making a formatter costs more than the rest of a short answer. */
const parisDate = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }));

/** Today's date in Paris as YYYY-MM-DD, the form of date_debut and date_fin. */
export function todayIso(now: Date = new Date()): string {
  return parisDate().format(now);
}

type DatedMembership = { statut: AdhesionStatus; date_debut: string; date_fin: string };

/**
 * The status a person should read. A membership ends on its date_fin (the renewal starts that
 * day), so from then on it is expired whatever its stored statut: nobody has to edit it.
 */
export function effectiveStatus(adhesion: Pick<DatedMembership, 'statut' | 'date_fin'>, today: string) {
  // A refused membership never held: it stays refused rather than reading as one that lapsed.
  if (adhesion.statut === 'refused') return 'refused';
  return adhesion.date_fin <= today ? 'expired' : adhesion.statut;
}

/** Expired, or refused: it covers nothing, and a new membership neither follows on from it nor waits for it. */
export const isOver = (status: AdhesionStatus) => status === 'expired' || status === 'refused';

/** Active means statut active and date_fin still to come. */
export function isActiveMembership(adhesion: Pick<DatedMembership, 'statut' | 'date_fin'>, today: string) {
  return effectiveStatus(adhesion, today) === 'active';
}

const byStartDescending = (a: DatedMembership, b: DatedMembership) =>
  b.date_debut.localeCompare(a.date_debut);

/** Of several memberships, the active one with the latest start; with none active, the latest start. */
export function pickDisplayedMembership<T extends DatedMembership>(adhesions: T[], today: string): T | null {
  const sorted = [...adhesions].sort(byStartDescending);
  return sorted.find((adhesion) => isActiveMembership(adhesion, today)) ?? sorted[0] ?? null;
}

/**
 * What the membership page offers, from the memberships on record: a person who has never held
 * one joins ('Adhérer'), anyone else renews.
 */
export type MembershipOffer = 'join' | 'renew';
export const membershipOffer = (adhesions: readonly unknown[]): MembershipOffer =>
  adhesions.length === 0 ? 'join' : 'renew';
export const MEMBERSHIP_OFFER_LABELS: Record<MembershipOffer, string> = {
  join: 'Adhérer',
  renew: 'Renouveler mon adhésion',
};

/**
 * Said on the return page of a renewal paid while another one was already recorded (two tabs
 * paid): the second payment is kept, as the year after, rather than refunded.
 */
export const alreadyRenewedMessage = (dateFin: string) =>
  `Vous aviez déjà renouvelé : ce second paiement prolonge votre adhésion jusqu'au ${formatLastDayCovered(dateFin)}.`;

export const ADHESION_STATUS_BADGES: Record<AdhesionStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  pending: { label: 'En attente', color: 'yellow' },
  expired: { label: 'Expirée', color: 'red' },
  refused: { label: 'Refusée', color: 'gray' },
};

/** The register's filter by membership, as the treasurer reads it (see `membershipFilter` on the server). */
export const MEMBERSHIP_FILTERS = ['tous', 'a_jour', 'en_attente', 'expiree'] as const;
export type MembershipFilter = (typeof MEMBERSHIP_FILTERS)[number];
export const MEMBERSHIP_FILTER_LABELS: Record<MembershipFilter, string> = {
  tous: 'Tous',
  a_jour: 'À jour de cotisation',
  en_attente: 'En attente',
  expiree: 'Expirée',
};
