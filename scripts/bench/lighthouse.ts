import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { asPercent } from '../../src/domain/percent.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';
import type { BenchDatabase } from './database.ts';
import { signIn } from './load.ts';
import { startServer } from './processes.ts';
import { buildWebApp } from './web-build.ts';

type Caller = 'admin' | 'member';

const CALLER_LABELS: Record<Caller, string> = { admin: 'administrateur', member: 'membre' };

/** The pages the targets name; a signed-in page is measured with that caller's session. */
const PAGES: { path: string; caller?: Caller }[] = [
  { path: '/login' },
  { path: '/', caller: 'member' },
  { path: '/evenements', caller: 'member' },
  { path: '/admin/users', caller: 'admin' },
];

export type PageReport = {
  path: string;
  caller: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Scripts and stylesheets as gzip would send them (the build's .gz copies). */
  scriptGzipBytes: number;
  styleGzipBytes: number;
  /** Everything the page fetched, as it travelled (brotli where the browser took it). */
  transferredBytes: number;
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

async function gzipBytes(webDir: string, requests: NetworkRequest[], type: string): Promise<number> {
  let total = 0;
  for (const request of requests.filter((r) => r.resourceType === type)) {
    const built = path.join(webDir, new URL(request.url).pathname);
    total += await stat(`${built}.gz`).then(
      (file) => file.size,
      () => request.transferSize ?? 0,
    );
  }
  return total;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): one more try. */
const ATTEMPTS = 2;

async function auditPage(url: string, port: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, cookie);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

async function auditOnce(url: string, port: number, cookie: string | undefined) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Mobile with Lighthouse's default (simulated) throttling: its own defaults, left as they are.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} a mené à ${lhr.finalDisplayedUrl} (session refusée ?)`);
  return lhr;
}

type Lhr = Awaited<ReturnType<typeof auditOnce>>;

async function reportPage(page: (typeof PAGES)[number], lhr: Lhr, webDir: string): Promise<PageReport> {
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: page.path,
    caller: page.caller ? CALLER_LABELS[page.caller] : 'visiteur',
    performance: Math.round(asPercent(lhr.categories.performance?.score ?? Number.NaN)),
    accessibility: Math.round(asPercent(lhr.categories.accessibility?.score ?? Number.NaN)),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    scriptGzipBytes: await gzipBytes(webDir, requests, 'Script'),
    styleGzipBytes: await gzipBytes(webDir, requests, 'Stylesheet'),
    transferredBytes: audit('total-byte-weight'),
  };
}

/** The run with the median performance score: one run alone swings with the machine's load. */
function medianRun(reports: PageReport[]): PageReport {
  const sorted = [...reports].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('aucune mesure');
  return median;
}

/**
 * Lighthouse on the pages of the targets, against our app on the bench database (built web app,
 * real sessions): performance and accessibility scores, the paint and blocking times behind the
 * score, and the bytes each page needs; each page `runs` times, the median run kept.
 */
export async function measureWebPages(
  bench: BenchDatabase,
  env: NodeJS.ProcessEnv,
  runs: number,
): Promise<PageReport[]> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'banc-web-'));
  try {
    await buildWebApp(webDir);
    const app = await startServer(new URL('./app-server.ts', import.meta.url), { ...env, WEB_DIR: webDir });
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const cookies: Record<Caller, string> = {
        admin: await signIn(app.baseUrl, bench.database.db, bench.callers.admin),
        member: await signIn(app.baseUrl, bench.database.db, bench.callers.member),
      };
      const reports: PageReport[] = [];
      for (const page of PAGES) {
        const url = `${app.baseUrl}${page.path}`;
        const cookie = page.caller && cookies[page.caller];
        const pageRuns: PageReport[] = [];
        for (let run = 0; run < runs; run++)
          pageRuns.push(await reportPage(page, await auditPage(url, chrome.port, cookie), webDir));
        reports.push(medianRun(pageRuns));
      }
      return reports;
    } finally {
      chrome.kill();
      await app.stop();
    }
  } finally {
    await rm(webDir, { recursive: true, force: true });
  }
}
