import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** Sent to whoever creates a dossier (the spec's dossier mail: prenom, nom, email, titre). */
export function dossierCreatedMail(
  sender: Sender,
  creator: { email: string; prenom: string; nom: string },
  dossier: { reference: string; url: string },
): Mail {
  const { reference } = dossier;
  return {
    to: creator.email,
    subject: `Dossier ${reference} créé`,
    text: signed(sender, [
      mailGreeting(creator.prenom),
      '',
      `Le dossier « ${reference} » a bien été créé.`,
      'Vous pouvez suivre et faire avancer ses étapes depuis votre espace membre :',
      dossier.url,
    ]),
  };
}
