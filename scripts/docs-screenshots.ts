import { execFile } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { type AppServer, startApp } from '../tests/e2e/support/app-server.ts';
import { signIn } from '../tests/e2e/support/auth.ts';
import { startSmtpSink } from '../tests/e2e/support/smtp-sink.ts';
import { DEMO_ADMIN_EMAIL, DEMO_DONOR_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './demo/people.ts';
import { type Account, SCREENSHOTS, type Screenshot } from './docs/screenshot-list.ts';

/**
 * `npm run docs:screenshots`: the demo association on a fresh embedded database in a temporary
 * folder, its mails caught by a local SMTP server (the sign-in codes), Chromium driven through
 * every screenshot of the guide. Written to docs/guide/captures, replacing the previous ones;
 * `npm run docs:screenshots -- journal.png offres.png` takes only those.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CAPTURES = path.join(ROOT, 'docs/guide/captures');

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const EMAILS: Record<Exclude<Account, 'visiteur'>, string> = {
  administrateur: DEMO_ADMIN_EMAIL,
  membre: DEMO_MEMBER_EMAIL,
  donateur: DEMO_DONOR_EMAIL,
};

/** The flags the end-to-end tests give Debian's Chromium (playwright.config.ts). */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** `npm run seed:demo`, as an operator runs it, on the temporary folder. */
async function seedDemo(dataDir: string): Promise<void> {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env;
  await promisify(execFile)(process.execPath, ['scripts/seed-demo.ts'], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
  });
}

/** One browser context per account and width, signed in once. */
async function openContexts(browser: Browser, baseURL: string) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return (account: Account, phone: boolean): Promise<BrowserContext> => {
    const key = `${account}-${phone}`;
    let context = contexts.get(key);
    if (!context) {
      context = (async () => {
        const created = await browser.newContext({
          ...(phone ? PHONE : DESKTOP),
          baseURL,
          locale: 'fr-FR',
          timezoneId: 'Europe/Paris',
          reducedMotion: 'reduce',
        });
        if (account !== 'visiteur') {
          const page = await created.newPage();
          await signIn(page, { email: EMAILS[account], password: DEMO_PASSWORD });
          await page.close();
        }
        return created;
      })();
      contexts.set(key, context);
    }
    return context;
  };
}

/** Waits until nothing moves: the page's data, its fonts, and no notification left on screen. */
async function settle(page: Page, shot: Screenshot): Promise<void> {
  await page.getByText(shot.waitFor, { exact: false }).first().waitFor();
  await page.evaluate('document.fonts.ready.then(() => true)');
  await page.locator('.mantine-Notification-root').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls the element just below the signed-in frame's fixed header and returns its box, cut
 * where the fixed footer begins: an element's own screenshot would show them over it. A window
 * (modal) covers the frame: it is taken as it stands.
 */
async function showBetweenFrame(page: Page, element: Locator) {
  await element.waitFor();
  const overFrame = (await page.getByRole('dialog').count()) > 0;
  const header = overFrame ? null : await page.locator('.mantine-AppShell-header').boundingBox();
  const footer = overFrame ? null : await page.locator('.mantine-AppShell-footer').boundingBox();
  const top = header ? header.y + header.height : 0;
  const bottom = footer?.y ?? page.viewportSize()?.height ?? Number.POSITIVE_INFINITY;
  if (!overFrame) {
    const before = await element.boundingBox();
    if (before) await page.evaluate(`window.scrollBy(0, ${before.y - top - 16})`);
  }
  const box = await element.boundingBox();
  if (!box) throw new Error('élément à capturer invisible');
  const y = Math.max(box.y, top);
  return { x: box.x, y, width: box.width, height: Math.min(box.y + box.height, bottom) - y };
}

async function take(context: BrowserContext, shot: Screenshot): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(shot.path);
    await settle(page, shot);
    if (shot.prepare) {
      await shot.prepare(page);
      await page.waitForLoadState('networkidle');
    }
    const options = { path: path.join(CAPTURES, shot.file), animations: 'disabled', caret: 'hide' } as const;
    const clip = shot.crop ? await showBetweenFrame(page, shot.crop(page)) : undefined;
    await page.screenshot({ ...options, clip });
  } catch (error) {
    throw new Error(`${shot.file} (${shot.path}) : ${error instanceof Error ? error.message : error}`);
  } finally {
    await page.close();
  }
}

const chosen = process.argv.slice(2);
const unknown = chosen.filter((file) => !SCREENSHOTS.some((shot) => shot.file === file));
if (unknown.length > 0) {
  console.error(`Captures inconnues : ${unknown.join(', ')} (voir scripts/docs/screenshot-list.ts)`);
  process.exit(1);
}
const shots = chosen.length > 0 ? SCREENSHOTS.filter((shot) => chosen.includes(shot.file)) : SCREENSHOTS;

const started = Date.now();
const workDir = await mkdtemp(path.join(tmpdir(), 'asso-captures-'));
// As root, the embedded PostgreSQL runs as its own user, who must reach the data folder.
await chmod(workDir, 0o755);
const dataDir = path.join(workDir, 'data');
const mailDir = path.join(workDir, 'mails');
mkdirSync(dataDir, { recursive: true });
// Where the sign-in helpers read the mailed codes.
process.env.E2E_MAIL_DIR = mailDir;
const smtp = await startSmtpSink(mailDir);
let app: AppServer | undefined;
let browser: Browser | undefined;
try {
  console.log('Association de démonstration…');
  await seedDemo(dataDir);
  console.log("Démarrage de l'application…");
  app = await startApp({
    dataDir,
    smtpUrl: smtp.url,
    logFile: path.join(workDir, 'app.log'),
    // The checkout's own build, made again only when the sources changed.
    webDir: path.join(ROOT, 'dist/web'),
  });
  browser = await launchChromium();
  const contextFor = await openContexts(browser, app.url);
  mkdirSync(CAPTURES, { recursive: true });
  for (const shot of shots) {
    await take(await contextFor(shot.account, shot.phone ?? false), shot);
    console.log(`  ${shot.file} (${Math.round(statSync(path.join(CAPTURES, shot.file)).size / 1024)} Ko)`);
  }
  console.log(`${shots.length} captures en ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await browser?.close();
  await app?.stop();
  await smtp.stop();
  await rm(workDir, { recursive: true, force: true });
}
