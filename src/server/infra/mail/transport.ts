import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Mail } from './outbox.ts';
import { unsentMailBlock } from './unsent-mail.ts';

export type MailTransport = { send: (mail: Mail & { from: string }) => Promise<void> };

/**
 * Real SMTP when `SMTP_URL` is set. Otherwise mails stay in the outbox, and outside production
 * they are printed to the log, where a developer reads the sign-in code (the address partly
 * hidden); a production log never holds a code, a link or an address.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  log: (message: string) => void,
  options: { isProduction: boolean },
): MailTransport {
  if (!smtpUrl) {
    return {
      send: async (mail) =>
        log(
          options.isProduction
            ? "Mail non envoyé : SMTP_URL n'est pas configuré (il reste dans la base)"
            : unsentMailBlock(mail),
        ),
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ fromName, sensitive: _sensitive, ...mail }) => {
      await transporter.sendMail({
        ...mail,
        from: fromName ? { name: fromName, address: addressOf(mail.from) } : mail.from,
      });
    },
  };
}

/** The address of MAIL_FROM (`Association <no-reply@…>` or a bare address), for another name before it. */
function addressOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address || from;
}
