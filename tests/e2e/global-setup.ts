import { copyFileSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin, startApp } from './support/app-server.ts';
import { ADMIN } from './support/people.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/**
 * One app for the whole run, on a fresh embedded database in a temporary folder, sending its
 * mails to a local SMTP server whose mails the tests read. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'asso-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const mailDir = path.join(workDir, 'mails');
  const logFile = path.join(workDir, 'app.log');
  mkdirSync(dataDir, { recursive: true });

  const smtp = await startSmtpSink(mailDir);
  try {
    await createAdmin(dataDir, ADMIN);
    const app = await startApp({ dataDir, smtpUrl: smtp.url, logFile });
    // Read by playwright.config.ts (reloaded in each worker) and by the support helpers.
    process.env.E2E_BASE_URL = app.url;
    process.env.E2E_MAIL_DIR = mailDir;
    // For a spec that starts an app of its own (another payment provider) beside this one.
    process.env.E2E_SMTP_URL = smtp.url;
    process.env.E2E_WEB_DIR = path.join(workDir, 'web');

    return async () => {
      await app.stop();
      await smtp.stop();
      // The server's log, for a failed run (test-results is ignored by git).
      mkdirSync(RESULTS_DIR, { recursive: true });
      copyFileSync(logFile, path.join(RESULTS_DIR, 'app.log'));
      await rm(workDir, { recursive: true, force: true });
    };
  } catch (error) {
    await smtp.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
