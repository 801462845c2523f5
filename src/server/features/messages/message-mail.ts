import type { Mail } from '../../infra/mail/outbox.ts';

/** What a message holds, as stored. */
export type MessageContent = { category: string; subject: string; body_html: string; body_text: string };

/** Who receives it, read when the mail is written. */
export type MessageReader = {
  userId: string;
  email: string;
  prenom: string;
  nom: string;
  finAdhesion: string | null;
};

/**
 * The mail of one message for one member. FIRST VERSION, to be completed by the delivery work:
 * personal fields only; headers, footer and stop link to come.
 */
export function messageMail(message: MessageContent, reader: MessageReader): Mail {
  const fill = (text: string) =>
    text
      .replaceAll('{prenom}', reader.prenom)
      .replaceAll('{nom}', reader.nom)
      .replaceAll('{fin_adhesion}', reader.finAdhesion ?? '');
  return {
    to: reader.email,
    subject: fill(message.subject),
    text: fill(message.body_text),
    html: fill(message.body_html),
  };
}
