import { formatDateTimeInText } from '../../../domain/format.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { Mail } from '../../infra/mail/outbox.ts';
import { mailGreeting, type Sender, signed } from '../../infra/mail/templates.ts';

export type LoanMailFacts = {
  to: string;
  prenom: string;
  materialName: string;
  quantity: number;
  start_date: Date;
  end_date: Date;
};

const period = (loan: LoanMailFacts) =>
  `du ${formatDateTimeInText(loan.start_date)} au ${formatDateTimeInText(loan.end_date)}`;

export function loanConfirmedMail(sender: Sender, loan: LoanMailFacts, loansUrl: string): Mail {
  return {
    to: loan.to,
    subject: `Votre réservation ${deOrElision(loan.materialName)} est confirmée`,
    text: signed(sender, [
      mailGreeting(loan.prenom),
      '',
      `Votre demande de ${loan.quantity} × ${loan.materialName} ${period(loan)} est confirmée.`,
      'Le matériel vous sera remis au début de la période. Vous suivez vos emprunts ici :',
      loansUrl,
    ]),
  };
}

export function loanRefusedMail(sender: Sender, loan: LoanMailFacts, loansUrl: string): Mail {
  return {
    to: loan.to,
    subject: `Votre réservation ${deOrElision(loan.materialName)} est refusée`,
    text: signed(sender, [
      mailGreeting(loan.prenom),
      '',
      `Votre demande de ${loan.quantity} × ${loan.materialName} ${period(loan)} n'a pas pu être acceptée.`,
      "N'hésitez pas à nous écrire pour trouver une autre date. Vos emprunts :",
      loansUrl,
    ]),
  };
}
