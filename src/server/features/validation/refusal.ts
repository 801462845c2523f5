import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import { ADHESION_STATUS_BADGES, REFUND_STATUS_LABELS, type RefundStatus } from '../../../domain/members.ts';
import type { RefusalResponse, RefusePendingUserInput } from '../../../domain/validation.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';
import { refundMembership } from '../payments/refund.ts';
import { getMailSender } from '../settings/service.ts';
import { registrationRefusedMail } from './mails.ts';

const ALREADY_VALIDATED = 'Ce compte est déjà validé : son adhésion ne peut plus être refusée';
const ALREADY_REFUSED = 'Cette adhésion a déjà été refusée';

/**
 * « Refuser »: the sign-up's memberships waiting for validation become refused, with their
 * households' shares, and their payment is given back (`refundMembership`); the account stays,
 * inactive and off the list, for the ledger and the journal; the visitor is mailed the reason.
 */
export async function refuseUser(
  ctx: AppContext,
  { id: userId, reason }: IdParams & RefusePendingUserInput,
  actor: Administrator,
): Promise<RefusalResponse> {
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const account = await lockLiveAccount(tx, userId, { lock: 'update' });
    if (account.is_active) throw conflict(ALREADY_VALIDATED, 'ALREADY_ACTIVE');
    const [refused] = await tx
      .update(users)
      .set({ registration_refused_at: new Date() })
      .where(and(eq(users.id, userId), isNull(users.registration_refused_at)))
      .returning({ id: users.id });
    if (!refused) throw conflict(ALREADY_REFUSED);
    const pending = await tx
      .select({ id: adhesions.id, montant_cents: adhesions.montant_cents, payment_id: adhesions.payment_id })
      .from(adhesions)
      .where(and(eq(adhesions.user_id, userId), eq(adhesions.statut, 'pending')))
      .for('update');
    const refunds: (RefundStatus | null)[] = [];
    for (const membership of pending) {
      const refund = await refundMembership(ctx, tx, membership);
      refunds.push(refund);
      await tx.update(adhesions).set({ statut: 'refused', refund }).where(eq(adhesions.id, membership.id));
      await postSource(tx, { kind: 'adhesion', id: membership.id });
    }
    // A household paid for by this sign-up is not paid any more.
    if (pending.length > 0) {
      await tx
        .update(adhesions)
        .set({ statut: 'refused' })
        .where(
          and(
            inArray(
              adhesions.household_of,
              pending.map(({ id }) => id),
            ),
            eq(adhesions.statut, 'pending'),
          ),
        );
    }
    // What the visitor is told: refunded online if any part was, else to refund by hand, else nothing.
    const outcome: RefusalResponse['refund'] =
      refunds.find((refund) => refund === 'rembourse') ?? refunds.find((refund) => refund !== null) ?? 'rien';
    await recordAudit(tx, actor, {
      action: 'membership.refuse',
      target: { type: 'user', id: userId, label: personLabel(account) },
      changes: {
        ...(pending.length > 0 && {
          adhesion: {
            before: ADHESION_STATUS_BADGES.pending.label,
            after: ADHESION_STATUS_BADGES.refused.label,
          },
        }),
        motif_refus: { before: null, after: reason },
        ...(outcome !== 'rien' && {
          remboursement: { before: null, after: REFUND_STATUS_LABELS[outcome] },
        }),
      },
    });
    await enqueueMail(tx, registrationRefusedMail(sender, account, reason, outcome));
    return { refund: outcome };
  });
}
