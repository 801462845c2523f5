import type { Mail } from './outbox.ts';

/**
 * `marie.dupont@demo.asso.fr` → `m•••@demo.asso.fr`: enough, with the greeting, for two people
 * signing in at once to tell whose code is whose, without the log holding the whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What a developer without SMTP server reads in the log instead of the mail: one block. */
export function unsentMailBlock(mail: Pick<Mail, 'to' | 'subject' | 'text'>): string {
  const body = mail.text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `  │ ${line}` : '  │'));
  return [
    'Mail non envoyé (pas de SMTP_URL), le voici :',
    `  À : ${maskEmail(mail.to)}`,
    `  Objet : ${mail.subject}`,
    ...body,
  ].join('\n');
}
