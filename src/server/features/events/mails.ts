import { formatEventDate } from '../../../domain/events.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

type RegisteredEvent = { titre: string; date: Date; lieu: string | null };

/** Sent when a member registers to an event (spec: POST /api/mails/event). */
export function eventRegistrationMail(
  sender: Sender,
  member: { email: string; prenom: string },
  event: RegisteredEvent,
): Mail {
  return {
    to: member.email,
    subject: `Inscription confirmée : ${event.titre}`,
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      `Votre inscription à l'événement « ${event.titre} » est bien enregistrée.`,
      `Date : ${formatEventDate(event.date)}`,
      ...(event.lieu ? [`Lieu : ${event.lieu}`] : []),
      '',
      'Si vous ne pouvez plus venir, désinscrivez-vous depuis la page Événements pour libérer votre place.',
    ]),
  };
}
