import { type BrowserContext, test as base, type ConsoleMessage, expect } from '@playwright/test';

export * from '@playwright/test';

/** Chromium tells the page's console of every refusal by the CSP (or by X-Frame-Options). */
function isSecurityPolicyRefusal(message: ConsoleMessage): boolean {
  return /Content Security Policy|Refused to/.test(message.text());
}

/**
 * Every spec imports `test` from here: a test fails when the browser refused anything under
 * the app's Content-Security-Policy, in any of its pages, including those of the contexts it
 * opens itself. `cspViolations` lists the refusals seen so far; a test that provokes one on
 * purpose takes it out of the list.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (isSecurityPolicyRefusal(message))
            violations.push(`${message.page()?.url()}: ${message.text()}`);
        });
      };
      watch(context);
      browser.on('context', watch);
      await use(violations);
      browser.off('context', watch);
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
