import { formatLastDayCovered } from '../../../domain/members.ts';
import type { ReminderTiming } from '../../../domain/reminders.ts';
import { type AssociationSettings, fillReminderTemplate } from '../../../domain/settings.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { signed } from '../../infra/mail/templates.ts';

export type ReminderRecipient = { email: string; prenom: string; nom: string; date_fin: string };

/** The administrator's text for the kind of reminder, then the link that stops them. */
export function renewalReminderMail(
  settings: AssociationSettings,
  recipient: ReminderRecipient,
  links: { renew: string; unsubscribe: string },
  timing: ReminderTiming,
): Mail {
  const values = {
    prenom: recipient.prenom,
    nom: recipient.nom,
    date_fin: formatLastDayCovered(recipient.date_fin),
    lien: links.renew,
    association: settings.name,
  };
  const [subject, body] =
    timing === 'avant'
      ? [settings.reminder_before_subject, settings.reminder_before_body]
      : [settings.reminder_after_subject, settings.reminder_after_body];
  return {
    to: recipient.email,
    subject: fillReminderTemplate(subject, values),
    text: signed({ associationName: settings.name }, [
      fillReminderTemplate(body, values),
      // The renewal link is the point of the mail, even when the text forgot its {lien}.
      ...(body.includes('{lien}') ? [] : [links.renew]),
      '',
      'Pour ne plus recevoir ces rappels de renouvellement :',
      links.unsubscribe,
    ]),
  };
}
