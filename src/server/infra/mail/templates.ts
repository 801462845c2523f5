import { withPreposition } from '../../../domain/association-name.ts';
import type { Mail } from './outbox.ts';

/** The association's name signs every mail; it comes from configuration. */
export type Sender = { associationName: string };

/**
 * The first line of every mail: « Bonjour Marc, » by the first name only, whoever writes the
 * mail; « Bonjour, » when the recipient's name is unknown (a code or a link asked by address).
 */
export function mailGreeting(prenom?: string): string {
  const name = prenom?.trim();
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

/** A mail body: the lines, then the association's signature (« L'équipe de l'Association HDS »). */
export function signed(sender: Sender, lines: string[]): string {
  return [...lines, '', `L'équipe ${withPreposition('de', sender.associationName)}`].join('\n');
}

export function signInCodeMail(sender: Sender, to: string, code: string, lifetimeMinutes: number): Mail {
  return {
    to,
    sensitive: true,
    subject: `Votre code de connexion : ${code}`,
    text: signed(sender, [
      mailGreeting(),
      '',
      `Voici votre code de connexion : ${code}`,
      `Il est valable ${lifetimeMinutes} minutes. Si vous n'avez pas demandé à vous connecter, ignorez ce message.`,
    ]),
  };
}

export function passwordResetMail(sender: Sender, to: string, resetUrl: string): Mail {
  return {
    to,
    sensitive: true,
    subject: 'Réinitialisation de votre mot de passe',
    text: signed(sender, [
      mailGreeting(),
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
    subject: `Bienvenue, votre adhésion ${withPreposition('à', sender.associationName)} est enregistrée`,
    text: signed(sender, [
      mailGreeting(prenom),
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
      mailGreeting(prenom),
      '',
      'Votre adhésion a été validée : vous pouvez maintenant vous connecter à votre espace membre.',
      loginUrl,
    ]),
  };
}

/** Someone knew the password but not the codes: the owner must change the password. */
export function signInAttemptsMail(sender: Sender, to: string, prenom: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Tentatives de connexion à votre compte',
    text: signed(sender, [
      mailGreeting(prenom),
      '',
      'Quelqu’un a saisi le bon mot de passe de votre compte, puis plusieurs codes de connexion erronés.',
      'Par précaution, la saisie du code est bloquée pour un moment.',
      '',
      'Si ce n’était pas vous, changez votre mot de passe dès que possible : sur la page de connexion,',
      'choisissez « Mot de passe oublié ».',
      loginUrl,
    ]),
  };
}

/** Sent instead of a second account: the owner of the address learns that it is already registered. */
export function alreadyRegisteredMail(sender: Sender, to: string, loginUrl: string): Mail {
  return {
    to,
    subject: `Vous avez déjà un compte ${withPreposition('chez', sender.associationName)}`,
    text: signed(sender, [
      mailGreeting(),
      '',
      'Une inscription vient d’être commencée avec votre adresse email, mais vous avez déjà un compte.',
      'Pour renouveler votre adhésion, connectez-vous à votre espace membre ; si vous avez oublié votre',
      'mot de passe, choisissez « Mot de passe oublié » sur la page de connexion.',
      loginUrl,
      '',
      'Si ce n’était pas vous, ignorez ce message : aucun paiement ne vous sera demandé.',
    ]),
  };
}

/** A registration was paid for an address that already had an account: the treasurer refunds it. */
export function duplicateRegistrationPaidMail(
  sender: Sender,
  to: string,
  payment: { email: string; amount: string; paymentId: string },
): Mail {
  return {
    to,
    subject: 'Adhésion payée en double : remboursement à faire',
    text: signed(sender, [
      mailGreeting(),
      '',
      `Un paiement d’adhésion de ${payment.amount} a été reçu pour ${payment.email},`,
      'adresse qui a déjà un compte : aucun nouveau compte n’a été créé.',
      `Remboursez ce paiement auprès du prestataire (référence ${payment.paymentId}).`,
    ]),
  };
}

/** After every new password (from the profile, or a reset link): a change the owner did not make must not go unnoticed. */
export function passwordChangedMail(sender: Sender, to: string, prenom: string, loginUrl: string): Mail {
  return {
    to,
    subject: 'Votre mot de passe a été modifié',
    text: signed(sender, [
      `Bonjour ${prenom},`,
      '',
      'Le mot de passe de votre compte vient d’être modifié. Si c’est vous, vous n’avez rien à faire.',
      '',
      'Si ce n’était pas vous, choisissez sans attendre un nouveau mot de passe : sur la page de connexion,',
      'choisissez « Mot de passe oublié » ; le lien reçu par mail ferme toutes les sessions ouvertes sur',
      'votre compte. Prévenez ensuite l’association.',
      loginUrl,
    ]),
  };
}
