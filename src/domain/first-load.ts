import type { SessionUser } from './auth.ts';

/**
 * What the server hands the web app's server entry (`src/web/entry-server.tsx`) to draw a first
 * load, and what it answers: the contract between the two builds, which never import each other.
 */
export type FirstLoadRequest = {
  /** The address asked for: its path and query. */
  url: string;
  user: SessionUser | null;
  /** The nonce of the answer's Content-Security-Policy for `<style>` elements. */
  styleNonce: string;
  /** The server's guess from what the browser says of itself: a phone's cards or a computer's table. */
  isNarrowScreen: boolean;
  /** Answers the page's API calls: the server's own routes, as this visitor. */
  fetch: (request: Request) => Promise<Response>;
  /** Told of an error a component threw while drawn: the browser draws that part again. */
  onError: (error: unknown) => void;
};

/** A page drawn: the HTML of the app's root, and the data it was drawn from (a `<script>` of JSON). */
export type DrawnPage = { html: string; firstPage: string };

/**
 * Where the guards send the visitor instead, or the page to draw: `pageFiles` names the files of
 * its levels (`UsersAdminPage` for features/members/UsersAdminPage.tsx), whose styles and code
 * the server names in the page's head.
 */
export type FirstLoadPlan = { redirect: string } | { pageFiles: string[]; draw: () => Promise<DrawnPage> };

export type WebServerEntry = { planFirstLoad: (request: FirstLoadRequest) => FirstLoadPlan };

/**
 * The element that covers a page drawn by the server until the browser has taken it over
 * (`useTakenOver`): a click on a button that does not yet listen would be lost; on the cover it
 * is not made, and the visitor clicks again a moment later.
 */
export const TAKE_OVER_COVER_ID = 'take-over-cover';
