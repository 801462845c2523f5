import type { HouseholdDependantInput, HouseholdMemberInput } from '../../../domain/households.ts';
import { householdRefusals } from '../../../domain/households.ts';
import {
  type MembershipOffer,
  OFFER_NOT_OPEN,
  type OfferChannel,
  offerAmountCents,
} from '../../../domain/membership-offers.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, invalidFields } from '../../http/errors.ts';
import { findOpenOffer, listOpenOffers } from '../offers/offers.ts';

type ChoiceInput = {
  offer_id?: string;
  montant?: number;
  household?: HouseholdMemberInput[];
  dependants?: HouseholdDependantInput[];
};

/**
 * An offer chosen online, what it costs (decided here, never by the browser) and whom it covers.
 * A household offer has one price whoever it covers: people without an email change nothing to it.
 */
export type OfferChoice = {
  offer: MembershipOffer;
  amountCents: number;
  household: HouseholdMemberInput[];
  dependants: HouseholdDependantInput[];
};

/**
 * Reads the member's choice against the offers as they are now: an offer open to this page (the
 * first one when none is named), its price or, for « prix libre », the member's amount within
 * its bounds, and a household that fits the offer. Each refusal names its field.
 */
export async function chooseOffer(
  ctx: AppContext,
  input: ChoiceInput,
  { channel, payerEmail }: { channel: OfferChannel; payerEmail: string },
): Promise<OfferChoice> {
  const offer = input.offer_id
    ? await findOpenOffer(ctx.db, input.offer_id, channel)
    : (await listOpenOffers(ctx, { pour: channel }))[0];
  if (!offer) throw badRequest(OFFER_NOT_OPEN, 'OFFER_NOT_OPEN');
  const amount = offerAmountCents(offer, input.montant);
  if ('refusal' in amount) throw invalidFields([{ path: 'montant', message: amount.refusal }]);
  const household = input.household ?? [];
  const dependants = input.dependants ?? [];
  const refusals = householdRefusals(offer, household, payerEmail, dependants);
  const [first] = refusals;
  if (first?.path === 'household' && offer.household_size !== null) {
    throw new AppError(400, 'HOUSEHOLD_TOO_LARGE', first.message, refusals);
  }
  if (first) throw invalidFields(refusals);
  return { offer, amountCents: amount.cents, household, dependants };
}
