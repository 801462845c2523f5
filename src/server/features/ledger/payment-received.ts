import { and, gt, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { adhesions } from '../../db/schema.ts';

/**
 * What the treasurer received: a membership with an amount, paid through the provider (even
 * while its account waits for validation), or recorded by an administrator (cheque, cash,
 * transfer). A membership an administrator set back to pending without a payment is not one.
 * The ledger and the dashboard's income both count this, so their figures agree.
 */
export const isPaymentReceived = and(
  gt(adhesions.montant_cents, 0),
  or(isNotNull(adhesions.payment_id), ne(adhesions.statut, 'pending')),
);

/**
 * A membership the member held: validated, running or over. Not one waiting for validation, nor
 * a refused sign-up, whose payment the ledger still lists but no tax receipt covers.
 */
export const isHeldMembership = inArray(adhesions.statut, ['active', 'expired']);
