import {
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/** Chromium tells the page's console of every refusal by the CSP (or by X-Frame-Options). */
function isSecurityPolicyRefusal(message: ConsoleMessage): boolean {
  return /Content Security Policy|Refused to/.test(message.text());
}

/**
 * The browser found the server's page different from its own first draw (`main.tsx` names the
 * error so; React's own wording covers what it reports itself): it drew the page again, and the
 * visitor saw it flash.
 */
function isHydrationError(message: ConsoleMessage): boolean {
  return message.type() === 'error' && /hydrat/i.test(message.text());
}

/** Every message of `context`'s pages, and of the contexts the test opens itself, that `isWrong`. */
async function watchConsole(
  browser: Browser,
  context: BrowserContext,
  isWrong: (message: ConsoleMessage) => boolean,
  use: (seen: string[]) => Promise<void>,
) {
  const seen: string[] = [];
  const watch = (watched: BrowserContext) => {
    watched.on('console', (message) => {
      if (isWrong(message)) seen.push(`${message.page()?.url()}: ${message.text()}`);
    });
  };
  watch(context);
  browser.on('context', watch);
  await use(seen);
  browser.off('context', watch);
  return seen;
}

/**
 * A page drawn by the server stays covered until the browser has taken it over (`useTakenOver.ts`).
 * Clicks wait for that by themselves, but not typing or `setInputFiles`, which would reach a field
 * React does not yet listen to: the test's own navigations wait for the take-over, unless they
 * ask to stop at the first byte (`waitUntil: 'commit'`).
 */
function waitForTakeOverOnNavigation(page: Page) {
  const takenOver = () => page.locator('#take-over-cover').waitFor({ state: 'detached' });
  const goto = page.goto.bind(page);
  page.goto = async (url: string, options?: Parameters<Page['goto']>[1]) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options?: Parameters<Page['reload']>[0]) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await takenOver();
    return response;
  };
}

/**
 * Every spec imports `test` from here: a test fails when the browser refused anything under
 * the app's Content-Security-Policy, or could not take over a page the server drew as it was, in
 * any of its pages, including those of the contexts it opens itself. `cspViolations` lists the
 * refusals seen so far; a test that provokes one on purpose takes it out of the list.
 */
export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
  page: async ({ page }, use) => {
    waitForTakeOverOnNavigation(page);
    await use(page);
  },
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations = await watchConsole(browser, context, isSecurityPolicyRefusal, use);
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ browser, context }, use) => {
      const errors = await watchConsole(browser, context, isHydrationError, use);
      expect(errors, "the server's page drawn again by the browser").toEqual([]);
    },
    { auto: true },
  ],
});
