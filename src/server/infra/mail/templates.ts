import type { Mail } from './outbox.ts';

/** The association's name signs every mail; it comes from configuration. */
export type Sender = { associationName: string };

/** A mail body: the lines, then the association's signature. */
export function signed(sender: Sender, lines: string[]): string {
  return [...lines, '', `L'équipe de ${sender.associationName}`].join('\n');
}

export function signInCodeMail(sender: Sender, to: string, code: string, lifetimeMinutes: number): Mail {
  return {
    to,
    subject: `Votre code de connexion : ${code}`,
    text: signed(sender, [
      'Bonjour,',
      '',
      `Voici votre code de connexion : ${code}`,
      `Il est valable ${lifetimeMinutes} minutes. Si vous n'avez pas demandé à vous connecter, ignorez ce message.`,
    ]),
  };
}

export function passwordResetMail(sender: Sender, to: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    text: signed(sender, [
      'Bonjour,',
      '',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :',
      resetUrl,
      '',
      "Si vous n'avez pas fait cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ]),
  };
}

export function registrationReceivedMail(sender: Sender, to: string, prenom: string): Mail {
  return {
    to,
    subject: `Bienvenue, votre adhésion à ${sender.associationName} est enregistrée`,
    text: signed(sender, [
      `Bonjour ${prenom},`,
      '',
      'Nous avons bien reçu votre paiement et votre demande d’adhésion.',
      'Un administrateur va valider votre compte ; vous recevrez un email dès que vous pourrez vous connecter.',
    ]),
  };
}

export function accountValidatedMail(sender: Sender, to: string, prenom: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Votre compte est validé',
    text: signed(sender, [
      `Bonjour ${prenom},`,
      '',
      'Votre adhésion a été validée : vous pouvez maintenant vous connecter à votre espace membre.',
      loginUrl,
    ]),
  };
}
