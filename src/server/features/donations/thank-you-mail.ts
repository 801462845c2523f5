import { type Cents, formatCents } from '../../../domain/money.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** What becomes of the receipt the donor asked for: mailed apart now, or with the annual issue. */
export type ReceiptNews = { number: string } | 'annuel' | null;

function receiptLine(receipt: ReceiptNews): string[] {
  if (receipt === null) return [];
  if (receipt === 'annuel') {
    return ['', 'Votre reçu fiscal vous sera envoyé avec les reçus annuels, au début de l’année prochaine.'];
  }
  return ['', `Votre reçu fiscal n° ${receipt.number} vous est envoyé par un email séparé.`];
}

/** Mailed with the gift recorded online; the receipt, when one is issued, has its own mail. */
export function donationThanksMail(
  sender: Sender,
  to: string,
  gift: { prenom: string; amountCents: Cents; receipt: ReceiptNews },
): Mail {
  return {
    to,
    subject: `Merci pour votre don de ${formatCents(gift.amountCents)}`,
    text: signed(sender, [
      mailGreeting(gift.prenom),
      '',
      `Nous avons bien reçu votre don de ${formatCents(gift.amountCents)}. Merci de votre soutien : il compte beaucoup pour nous.`,
      ...receiptLine(gift.receipt),
    ]),
  };
}
