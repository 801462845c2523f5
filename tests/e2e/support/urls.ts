/** Where the browser is, as the address bar shows it (the app's port changes with each run). */

/** The dashboard: the site's root, with nothing after the slash. */
export const HOME_URL = /^https?:\/\/[^/]+\/$/;

export const LOGIN_URL = /^https?:\/\/[^/]+\/login$/;
