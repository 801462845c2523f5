import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import { offerOfCheckout } from '../payments/checkout.ts';
import type { Checkout } from '../payments/finish.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { unusablePasswordHash } from './households.ts';

/** What recording a membership paid online (a sign-up, a renewal) reads before the checkout's lock. */
export type PaidMembershipNeeds = {
  settings: AssociationSettings;
  /** The offer paid for, as it is now. */
  offer: MembershipOffer;
  /** The password of the household's new accounts: hashing is slow, so done before the lock. */
  passwordHash: string;
};

export async function preparePaidMembership(
  ctx: AppContext,
  checkout: Checkout,
): Promise<PaidMembershipNeeds> {
  return {
    settings: await getAssociationSettings(ctx),
    offer: await offerOfCheckout(ctx, checkout),
    passwordHash: checkout.household?.length ? await unusablePasswordHash() : '',
  };
}
