import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '../../domain/auth.ts';

/**
 * What the server hands the browser with a page it drew, beside its HTML: the data it drew from
 * (TanStack Query's dehydrated cache) and its guess of the screen's width, so that the browser's
 * first draw is the server's to the letter and asks for nothing again.
 */
export type FirstPage = { queries: DehydratedState; isNarrowScreen: boolean };

/** The `<script type="application/json">` holding it: data, never run, so the CSP is not involved. */
const FIRST_PAGE_ELEMENT_ID = 'premiere-page';

/**
 * As JSON inside a `<script>` element: every `<` escaped, so that no text of a member (a name
 * written `</script><script>…`) can end the element and become markup.
 */
export function firstPageScript(page: FirstPage): string {
  const json = JSON.stringify(page).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${json}</script>`;
}

/** What the server handed, or null when the page was not drawn by the server. */
export function readFirstPage(document: Document): FirstPage | null {
  const text = document.getElementById(FIRST_PAGE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstPage) : null;
}

/** What `GET /api/auth/session` answers, as the session query holds it. */
export type SessionResponse = { user: SessionUser | null };
