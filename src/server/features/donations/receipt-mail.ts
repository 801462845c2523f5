import { type Cents, formatCents } from '../../../domain/money.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** The receipt's link, mailed when it is issued: the PDF itself is drawn when the link is opened. */
export function receiptIssuedMail(
  sender: Sender,
  to: string,
  receipt: { prenom: string; number: string; amountCents: Cents; url: string },
): Mail {
  return {
    to,
    subject: `Votre reçu fiscal n° ${receipt.number}`,
    text: signed(sender, [
      mailGreeting(receipt.prenom),
      '',
      `Merci pour votre soutien. Votre reçu fiscal n° ${receipt.number}, pour ${formatCents(receipt.amountCents)}, est disponible ici :`,
      receipt.url,
      '',
      'Conservez-le : il vous sera demandé pour justifier la réduction d’impôt.',
    ]),
  };
}
