import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * The rules of WCAG 2.1, levels A and AA, what the association promises its members; and axe's
 * best practices, which hold the rules on one `h1` per page and on unique, named landmarks.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per rule, then each offending element with axe's explanation, so a failure reads at a glance. */
function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}\n      ${node.html}\n      ${node.failureSummary ?? ''}`,
      );
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is shown (with its modal, if one is open). A soft expectation: the
 * test goes on to the next page, and the report lists every page's violations at once.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // Still 'experimental' in axe, so off unless asked for: a control's name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(RULE_TAGS)
    .analyze();
  expect.soft(violations.length, `${where}\n${describe(violations)}`).toBe(0);
}
