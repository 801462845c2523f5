import type { RefusalResponse } from '../../../domain/validation.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** What the visitor reads of her payment: given back, to be given back, or nothing was paid. */
const REFUND_LINES: Record<RefusalResponse['refund'], string[]> = {
  rembourse: [
    'Votre paiement en ligne vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.',
  ],
  a_rembourser: ['L’association vous remboursera votre cotisation et reviendra vers vous pour cela.'],
  rien: [],
};

/** « Refuser » on the validation page: the administrator's reason, as written, and the refund. */
export function registrationRefusedMail(
  sender: Sender,
  visitor: { email: string; prenom: string },
  reason: string,
  refund: RefusalResponse['refund'],
): Mail {
  return {
    to: visitor.email,
    subject: 'Votre demande d’adhésion n’a pas été acceptée',
    text: signed(sender, [
      mailGreeting(visitor.prenom),
      '',
      'Nous avons examiné votre demande d’adhésion et ne pouvons pas l’accepter, pour la raison suivante :',
      '',
      reason,
      '',
      ...REFUND_LINES[refund],
      'Pour toute question, n’hésitez pas à contacter l’association.',
    ]),
  };
}
