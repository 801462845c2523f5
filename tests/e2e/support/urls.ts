/** Where the browser is, as the address bar shows it (the app's port changes with each run). */

/** The dashboard: the site's root, with nothing after the slash. */
export const HOME_URL = /^https?:\/\/[^/]+\/$/;

/** The sign-in page, maybe with where the visitor was going (`?retour=`). */
export const LOGIN_URL = /^https?:\/\/[^/]+\/login(?:\?retour=[^&]+)?$/;
