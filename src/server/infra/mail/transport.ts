import nodemailer from 'nodemailer';
import type { Mail } from './outbox.ts';

export type MailTransport = { send: (mail: Mail & { from: string }) => Promise<void> };

/** Real SMTP when `SMTP_URL` is set; otherwise mails stay in the outbox and are printed to the log. */
export function createMailTransport(
  smtpUrl: string | undefined,
  log: (message: string) => void,
): MailTransport {
  if (!smtpUrl) {
    return {
      send: async (mail) => log(`Mail (pas de SMTP_URL) à ${mail.to} : ${mail.subject}\n${mail.text}`),
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}
