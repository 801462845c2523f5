import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { EVENTS_PAGE_SIZE, type EventPeriod } from '../../src/domain/events.ts';
import type { EventPage } from '../../src/domain/events-schemas.ts';
import type { MembershipFilter } from '../../src/domain/members.ts';
import type { AdminUserPage } from '../../src/domain/members-schemas.ts';
import { PAGE_SIZE_DEFAULT } from '../../src/domain/paging.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';
import type { BenchDatabase } from './database.ts';
import { eventsFloorPage, usersFloorPage } from './floor-pages.ts';
import { signIn } from './load.ts';
import { inTurn, median } from './medians.ts';
import { type Server, startServer } from './processes.ts';
import { buildWebApp } from './web-build.ts';

type Caller = keyof BenchDatabase['callers'];
/** Reads one of our API's answers as `caller`. */
type ReadApi = (route: string) => Promise<unknown>;

/** The register opens on every member, whatever their membership (FIRST_MEMBERSHIP_FILTER). */
const REGISTER_FILTER: MembershipFilter = 'tous';

type FirstRowPage = {
  path: string;
  caller: Caller;
  /**
   * The page's first data row, in our page and in the floor alike: the register's first row, a
   * table row on this wide screen or the card that stands for it on a phone (a server, which does
   * not know the screen's width, may send either first); the first event card's title (the
   * skeletons drawn while loading have none).
   */
  selector: string;
  /** The floor's HTML: the rows our API gives this page's first view, with `styles` linked. */
  floor: (readApi: ReadApi, styles: string[], viewerId: string) => Promise<string>;
};

const PAGES: FirstRowPage[] = [
  {
    path: '/admin/users',
    caller: 'admin',
    selector: 'main tbody tr, main article',
    floor: async (readApi, styles, viewerId) => {
      const query = `statut=${REGISTER_FILTER}&search=&page=1&pageSize=${PAGE_SIZE_DEFAULT}`;
      const { items } = (await readApi(`/api/admin/users?${query}`)) as AdminUserPage;
      return usersFloorPage(items, viewerId, styles);
    },
  },
  {
    path: '/evenements',
    caller: 'member',
    selector: 'main article h3',
    floor: async (readApi, styles) => {
      const read = (when: EventPeriod) =>
        readApi(`/api/events?when=${when}&search=&page=1&pageSize=${EVENTS_PAGE_SIZE}`) as Promise<EventPage>;
      const [upcoming, past] = await Promise.all([read('upcoming'), read('past')]);
      return eventsFloorPage(upcoming.items, past.items, styles);
    },
  },
];

/**
 * Run in the page from its first byte on (the bench's TypeScript has no DOM, hence a string):
 * before each paint (requestAnimationFrame), looks for the first row, and keeps the time of the
 * first frame where it is there and shown (some height, no hidden or transparent ancestor), in
 * milliseconds since the navigation started (performance.now's origin).
 */
const watchFirstRow = (selector: string) => `
  const look = () => {
    const row = document.querySelector(${JSON.stringify(selector)});
    const isShown = row && row.getBoundingClientRect().height > 0
      && row.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (isShown) window.firstRowMs = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);`;

const FIRST_ROW_TIMEOUT_MS = 30_000;

/** Goes to `url` and waits for the watcher's time; the page must not have sent us elsewhere. */
async function navigateToFirstRow(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const found = await page
    // A function, not a string: the string would be run by eval, which our page's CSP refuses.
    .waitForFunction(() => (globalThis as { firstRowMs?: number }).firstRowMs, undefined, {
      polling: 100,
      timeout: FIRST_ROW_TIMEOUT_MS,
    })
    .catch(() => null);
  if (!found)
    throw new Error(
      `${url} : aucune ligne visible après ${FIRST_ROW_TIMEOUT_MS / 1000} s (arrivé sur ${page.url()})`,
    );
  return Number(await found.jsonValue());
}

/** The session of `cookieHeader` (as signIn gives it) for the browser, on every path of `url`'s host. */
const browserCookies = (cookieHeader: string, url: string) =>
  cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
    });

/** A new context shares no cache with the others: its first visit is a cold one. */
async function newContext(
  browser: Browser,
  url: string,
  cookie: string,
  selector: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.addCookies(browserCookies(cookie, url));
  await context.addInitScript({ content: watchFirstRow(selector) });
  return context;
}

type Visit = { coldMs: number; warmMs: number };

/**
 * The first visit of a fresh context (empty cache), then a second one in the same context, once
 * the first has fetched all it wanted: scripts and styles then come from the browser's cache.
 */
async function visit(browser: Browser, url: string, cookie: string, selector: string): Promise<Visit> {
  const context = await newContext(browser, url, cookie, selector);
  try {
    const page = await context.newPage();
    const coldMs = await navigateToFirstRow(page, url);
    await page.waitForLoadState('networkidle');
    return { coldMs, warmMs: await navigateToFirstRow(page, url) };
  } finally {
    await context.close();
  }
}

/** The stylesheets our page has applied once its first row shows, as paths on the server. */
async function appliedStyles(browser: Browser, url: string, cookie: string, selector: string) {
  const context = await newContext(browser, url, cookie, selector);
  try {
    const page = await context.newPage();
    await navigateToFirstRow(page, url);
    // Awaited here: returned as it is, the context would close (finally) before it answers.
    return await page.evaluate<string[]>(
      '[...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : []))',
    );
  } finally {
    await context.close();
  }
}

export type FirstRowTimes = { coldMs: number[]; warmMs: number[] };
export type FirstRowReport = { path: string; caller: Caller; ours: FirstRowTimes; floor: FirstRowTimes };

type Site = { baseUrl: string; times: FirstRowTimes };

async function measurePage(
  browser: Browser,
  page: FirstRowPage,
  sites: Site[],
  cookie: string,
  rounds: number,
) {
  for (let round = 0; round < rounds; round++)
    for (const { baseUrl, times } of inTurn(sites, round)) {
      const { coldMs, warmMs } = await visit(browser, `${baseUrl}${page.path}`, cookie, page.selector);
      times.coldMs.push(coldMs);
      times.warmMs.push(warmMs);
    }
}

/** Writes each page's floor into `floorDir`, the stylesheets being those our page applies. */
async function writeFloorPages(
  browser: Browser,
  app: Server,
  bench: BenchDatabase,
  cookies: Record<Caller, string>,
  floorDir: string,
) {
  for (const page of PAGES) {
    const cookie = cookies[page.caller];
    const readApi: ReadApi = async (route) => {
      const response = await fetch(`${app.baseUrl}${route}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${route} répond ${response.status}`);
      return response.json();
    };
    const styles = await appliedStyles(browser, `${app.baseUrl}${page.path}`, cookie, page.selector);
    const file = path.join(floorDir, `${page.path}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await page.floor(readApi, styles, bench.callers[page.caller].id));
  }
}

/**
 * Time to the first row on the pages that show one, our built app (real sessions, bench
 * database) against its floor: a static page with the same rows and our stylesheets, from a
 * bare `node:http` server. Both in Chromium as it comes (no slowed network or processor), cold
 * (a fresh context) then warm (the same context's second visit); `rounds` times each, ours and
 * the floor one right after the other, ours first in one round and second in the next. A first
 * visit of each, unmeasured, reads the stylesheets and lets both servers compile their paths.
 */
export async function measureFirstRow(
  bench: BenchDatabase,
  env: NodeJS.ProcessEnv,
  rounds: number,
): Promise<FirstRowReport[]> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'banc-web-'));
  const floorDir = await mkdtemp(path.join(tmpdir(), 'banc-plancher-'));
  try {
    await buildWebApp(webDir);
    const app = await startServer(new URL('./app-server.ts', import.meta.url), { ...env, WEB_DIR: webDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    let floor: Server | undefined;
    try {
      const cookies: Record<Caller, string> = {
        admin: await signIn(app.baseUrl, bench.database.db, bench.callers.admin),
        member: await signIn(app.baseUrl, bench.database.db, bench.callers.member),
      };
      await writeFloorPages(browser, app, bench, cookies, floorDir);
      floor = await startServer(
        new URL('./floor-server.ts', import.meta.url),
        { ...process.env, WEB_DIR: webDir },
        [floorDir],
      );
      const reports: FirstRowReport[] = [];
      for (const page of PAGES) {
        const ours: FirstRowTimes = { coldMs: [], warmMs: [] };
        const floors: FirstRowTimes = { coldMs: [], warmMs: [] };
        const sites = [
          { baseUrl: app.baseUrl, times: ours },
          { baseUrl: floor.baseUrl, times: floors },
        ];
        const cookie = cookies[page.caller];
        // Unmeasured, as our page's first visit was: the floor server's first answers.
        await visit(browser, `${floor.baseUrl}${page.path}`, cookie, page.selector);
        await measurePage(browser, page, sites, cookie, rounds);
        reports.push({ path: page.path, caller: page.caller, ours, floor: floors });
      }
      return reports;
    } finally {
      await browser.close();
      await floor?.stop();
      await app.stop();
    }
  } finally {
    await rm(webDir, { recursive: true, force: true });
    await rm(floorDir, { recursive: true, force: true });
  }
}

/** Medians of the rounds, and the median of each round's ratio, ours over the floor's. */
export function summariseFirstRow(report: FirstRowReport, cache: keyof FirstRowTimes) {
  const ours = report.ours[cache];
  const floor = report.floor[cache];
  return {
    oursMs: median(ours),
    floorMs: median(floor),
    ratio: median(ours.map((ms, round) => ms / (floor[round] ?? Number.NaN))),
  };
}
