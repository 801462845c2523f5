import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** One mail as the local SMTP server received it; `to` comes from the SMTP envelope. */
export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number };

const MAIL_WAIT_MS = 20_000;

/** The SMTP server runs in the test runner's main process and drops each mail here as a JSON file. */
export function saveMail(mailDir: string, sequence: number, mail: ReceivedMail): void {
  const name = `${String(sequence).padStart(6, '0')}.json`;
  const temporary = path.join(mailDir, `.${name}.tmp`);
  writeFileSync(temporary, JSON.stringify(mail));
  // A rename is atomic: a test never reads half a mail.
  renameSync(temporary, path.join(mailDir, name));
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through the Playwright config');
  return dir;
}

/** Every mail received so far, oldest first. */
function listMails(): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

type MailQuery = { to: string; subject: RegExp; since?: number };

function findLatestMail({ to, subject, since = 0 }: MailQuery): ReceivedMail | undefined {
  const recipient = to.toLowerCase();
  return listMails()
    .filter((mail) => mail.receivedAt >= since && mail.to.includes(recipient) && subject.test(mail.subject))
    .at(-1);
}

/** Waits for a mail to `to` whose subject matches, received at or after `since` (ms since epoch). */
export async function waitForMail(query: MailQuery): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        mail = findLatestMail(query);
        return mail !== undefined;
      },
      {
        message: `un mail « ${query.subject.source} » pour ${query.to}`,
        timeout: MAIL_WAIT_MS,
        intervals: [250],
      },
    )
    .toBe(true);
  if (!mail) throw new Error('unreachable: the poll above succeeded');
  return mail;
}

const CODE_SUBJECT = /^Votre code de connexion : (\d{6})$/;

/** The sign-in code last mailed to `email` at or after `since`. */
export async function readLastCode(email: string, since = 0): Promise<string> {
  const mail = await waitForMail({ to: email, subject: CODE_SUBJECT, since });
  const code = CODE_SUBJECT.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in « ${mail.subject} »`);
  return code;
}
