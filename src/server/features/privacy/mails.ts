import { ERASURE_DELAY_DAYS } from '../../../domain/privacy.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** Confirms the request, so that one the member did not make does not go unnoticed. */
export function erasureRequestedMail(
  sender: Sender,
  member: { email: string; prenom: string },
  dueDate: string,
): Mail {
  return {
    to: member.email,
    subject: 'Votre demande de suppression de compte',
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      `Nous avons bien reçu votre demande de suppression de votre compte. L’association la traitera dans les ${ERASURE_DELAY_DAYS} jours, au plus tard le ${dueDate}.`,
      'D’ici là, vous pouvez l’annuler depuis votre profil.',
      'Si vous n’êtes pas à l’origine de cette demande, connectez-vous pour l’annuler et changez votre mot de passe.',
    ]),
  };
}

export function accountErasedMail(sender: Sender, to: string): Mail {
  return {
    to,
    subject: 'Votre compte a été supprimé',
    text: signed(sender, [
      mailGreeting(),
      '',
      'Comme vous l’avez demandé, votre compte et vos données personnelles ont été supprimés.',
      'Seules restent, sans votre nom, les traces de vos cotisations et paiements que l’association doit conserver pour sa comptabilité.',
      'Vous pouvez adhérer de nouveau à tout moment avec la même adresse email.',
    ]),
  };
}
