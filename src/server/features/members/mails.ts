import { withPreposition } from '../../../domain/association-name.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatLastDayCovered } from '../../../domain/members.ts';
import { type Cents, formatCents } from '../../../domain/money.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

/** Tells the member their details changed, so that a change they did not make does not go unnoticed. */
export function profileUpdatedMail(
  sender: Sender,
  member: { email: string; prenom: string; nom: string },
): Mail {
  return {
    to: member.email,
    subject: 'Votre profil a été mis à jour',
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      'Les informations de votre profil viennent d’être modifiées.',
      'Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans attendre.',
    ]),
  };
}

type PaidRenewal = { montant_cents: Cents; date_debut: string; date_fin: string };

/** « du 01/12/2026 au 30/11/2027 » */
const renewalPeriod = (renewal: Pick<PaidRenewal, 'date_debut' | 'date_fin'>) =>
  `du ${formatDate(renewal.date_debut)} au ${formatLastDayCovered(renewal.date_fin)}`;

/** A paid renewal that waits for the account's validation. */
export function renewalReceivedMail(
  sender: Sender,
  member: { email: string; prenom: string },
  renewal: PaidRenewal,
): Mail {
  return {
    to: member.email,
    subject: 'Votre renouvellement d’adhésion est enregistré',
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      `Nous avons bien reçu votre paiement de ${formatCents(renewal.montant_cents)}.`,
      `Votre adhésion couvrira la période ${renewalPeriod(renewal)} ; elle sera activée sous peu.`,
    ]),
  };
}

/** A validated member's paid membership, active from now: a renewal paid online, or one an administrator activated. */
export function membershipActiveMail(
  sender: Sender,
  member: { email: string; prenom: string },
  renewal: PaidRenewal,
): Mail {
  return {
    to: member.email,
    subject: 'Votre adhésion est active',
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      `Nous avons bien reçu votre paiement de ${formatCents(renewal.montant_cents)}.`,
      `Votre adhésion est active : elle couvre la période ${renewalPeriod(renewal)}.`,
    ]),
  };
}

/** An imported member chooses their password from this link; it opens the account, so it is sensitive. */
export function invitationMail(
  sender: Sender,
  to: string,
  invitation: { prenom: string; url: string; lifetimeDays: number },
): Mail {
  return {
    to,
    sensitive: true,
    subject: `Votre espace membre ${withPreposition('chez', sender.associationName)}`,
    text: signed(sender, [
      mailGreeting(invitation.prenom),
      '',
      'Votre adhésion est enregistrée et votre espace membre vous attend.',
      `Pour y accéder, choisissez votre mot de passe en ouvrant ce lien (valable ${invitation.lifetimeDays} jours) :`,
      invitation.url,
      '',
      'Vous vous connecterez ensuite avec votre adresse email et ce mot de passe.',
    ]),
  };
}

/**
 * A payer named this member's address for their household: she joins only if she says so, from
 * her space (the link leads there, signed in), so that a stranger cannot enrol her unknown to her.
 */
export function householdInvitationMail(
  sender: Sender,
  member: { email: string; prenom: string },
  invitation: { payer: string; offerName: string; date_debut: string; date_fin: string; url: string },
): Mail {
  return {
    to: member.email,
    subject: `${invitation.payer} vous invite dans son foyer`,
    text: signed(sender, [
      mailGreeting(member.prenom),
      '',
      `${invitation.payer} a réglé l’adhésion « ${invitation.offerName} » pour son foyer et vous y a nommé, pour la période ${renewalPeriod(invitation)}.`,
      'Vous n’en ferez partie que si vous l’acceptez : dans votre espace membre, page « Adhésion », choisissez « Accepter » ou « Refuser » :',
      invitation.url,
      '',
      'Si vous ne connaissez pas cette personne, choisissez « Refuser » : rien ne change pour vous.',
    ]),
  };
}
