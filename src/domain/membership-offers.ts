import { formatEuros } from './format.ts';
import type { AdhesionType } from './members.ts';
import { eurosToCents } from './money.ts';

/**
 * How an offer is priced: a fixed amount; « prix libre », the member's amount from a minimum up,
 * with a suggested one; a reduced price with the condition the member is told ("étudiants…").
 */
export const OFFER_PRICINGS = ['fixe', 'libre', 'reduit'] as const;
export type OfferPricing = (typeof OFFER_PRICINGS)[number];
export const OFFER_PRICING_LABELS: Record<OfferPricing, string> = {
  fixe: 'Prix fixe',
  libre: 'Prix libre',
  reduit: 'Tarif réduit',
};

/** Where a member may choose an offer; with neither, only an administrator records it. */
export const OFFER_CHANNELS = ['inscription', 'renouvellement'] as const;
export type OfferChannel = (typeof OFFER_CHANNELS)[number];

/** A price, a minimum or a suggested amount: in euros, from 0 to this. */
export const MAX_OFFER_PRICE = 10_000;
/** A household counts its payer; two people at least, this many at most. */
export const MAX_HOUSEHOLD_SIZE = 10;

/**
 * The spec's card text: the migration gives it to « Membre Ordinaire » as its benefits, and an
 * offer written before its benefits were is shown with none.
 */
export const DEFAULT_ORDINARY_BENEFITS = [
  "-5 % sur les services de l'association",
  "Parrainage : jusqu'à -50 % sur la cotisation",
  'Un espace membre personnel',
  'Des outils de recueil',
  'Une messagerie interne',
  'Les événements de l’association',
];

/** What an offer is, as every reader of it sees it. */
export type MembershipOffer = {
  id: string;
  name: string;
  description: string;
  benefits: string[];
  /** The member status (statut_membre) it gives, by the spec's type. */
  type: AdhesionType;
  pricing: OfferPricing;
  /** The fixed or reduced price; for « prix libre », the suggested amount. In euros. */
  price: number;
  /** « Prix libre » only: the least a member may pay. */
  min_price: number | null;
  /** « Tarif réduit » only: who may take it, shown to the member. */
  condition: string | null;
  /** A household offer covers up to this many people, its payer included; null: one person. */
  household_size: number | null;
  open_to_registration: boolean;
  open_to_renewal: boolean;
  position: number;
  archived: boolean;
};

export const isOpenTo = (offer: MembershipOffer, channel: OfferChannel) =>
  !offer.archived && (channel === 'inscription' ? offer.open_to_registration : offer.open_to_renewal);

const FREE_PRICE_TOO_LOW = (minimum: string) => `Le montant minimum de cette offre est de ${minimum}`;
const FREE_PRICE_TOO_HIGH = (maximum: string) => `Le montant ne peut pas dépasser ${maximum}`;

/**
 * What the member pays for an offer, in cents: the offer's price, or for « prix libre » the amount
 * they chose (at least the minimum, at most MAX_OFFER_PRICE). The server calls it with what the
 * browser sent; the browser only to show the total. Returns a French refusal for a bad amount.
 */
export function offerAmountCents(
  offer: Pick<MembershipOffer, 'pricing' | 'price' | 'min_price'>,
  chosenEuros: number | undefined,
): { cents: number } | { refusal: string } {
  if (offer.pricing !== 'libre') return { cents: eurosToCents(offer.price) };
  const euros = chosenEuros ?? offer.price;
  const minimum = offer.min_price ?? 0;
  if (!Number.isFinite(euros) || euros < minimum)
    return { refusal: FREE_PRICE_TOO_LOW(formatEuros(minimum)) };
  if (euros > MAX_OFFER_PRICE) return { refusal: FREE_PRICE_TOO_HIGH(formatEuros(MAX_OFFER_PRICE)) };
  return { cents: eurosToCents(euros) };
}

/** Offer names match whatever their accents and case: « Tarif Reduit » is « Tarif réduit ». */
export const offerNameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** What the server answers when it refuses a request. */
export const OFFER_NOT_FOUND = 'Offre introuvable';
export const OFFER_NOT_OPEN = "Cette offre n'est plus proposée : choisissez-en une autre";
