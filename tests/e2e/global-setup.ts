import { copyFileSync, mkdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin, startApp } from './support/app-server.ts';
import { ADMIN } from './support/people.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/**
 * One app for the whole run, on a fresh embedded database in a temporary folder, sending its
 * mails to a local SMTP server whose mails the tests read. Before it, a newcomer's app, as a
 * fresh clone starts it (no SMTP server, no built web app): its `npm start` makes the run's one
 * build of the web app, which the run's app then serves, and first-run.spec.ts signs in on it
 * with the code its log shows. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'asso-e2e-'));
  // As root, the embedded PostgreSQL runs as its own user, who must reach the data folder.
  await chmod(workDir, 0o755);
  const dataDir = path.join(workDir, 'data');
  const mailDir = path.join(workDir, 'mails');
  const logFile = path.join(workDir, 'app.log');
  const firstRunDataDir = path.join(workDir, 'first-run');
  const firstRunLog = path.join(workDir, 'first-run.log');
  const webDir = path.join(workDir, 'web');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(firstRunDataDir, { recursive: true });

  const smtp = await startSmtpSink(mailDir);
  const started: { stop: () => Promise<void> }[] = [];
  try {
    await createAdmin(firstRunDataDir, ADMIN);
    const firstRun = await startApp({ dataDir: firstRunDataDir, logFile: firstRunLog, webDir });
    started.push(firstRun);
    process.env.E2E_FIRST_RUN_URL = firstRun.url;
    process.env.E2E_FIRST_RUN_LOG = firstRunLog;
    await createAdmin(dataDir, ADMIN);
    const app = await startApp({ dataDir, smtpUrl: smtp.url, logFile, webDir });
    started.push(app);
    // Read by playwright.config.ts (reloaded in each worker) and by the support helpers.
    process.env.E2E_BASE_URL = app.url;
    process.env.E2E_MAIL_DIR = mailDir;
    // For a spec that starts an app of its own (another payment provider) beside this one.
    process.env.E2E_SMTP_URL = smtp.url;
    process.env.E2E_WEB_DIR = webDir;
    // For a spec that writes rows no page makes (gifts of a past year) straight into the app's database.
    process.env.E2E_DATA_DIR = dataDir;

    return async () => {
      for (const server of started) await server.stop();
      await smtp.stop();
      // The servers' logs, for a failed run (test-results is ignored by git).
      mkdirSync(RESULTS_DIR, { recursive: true });
      copyFileSync(logFile, path.join(RESULTS_DIR, 'app.log'));
      copyFileSync(firstRunLog, path.join(RESULTS_DIR, 'first-run.log'));
      await rm(workDir, { recursive: true, force: true });
    };
  } catch (error) {
    for (const server of started) await server.stop();
    await smtp.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
