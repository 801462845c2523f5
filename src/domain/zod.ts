import { z } from 'zod';
import { frenchForPeople } from './zod-locale.ts';

/**
 * The schemas' one door to zod: importing `z` from here switches zod to French first, so a
 * message a schema does not write itself is French on the server, in the browser, in the tests
 * and in the scripts alike. A message written in a schema still wins over the locale, which
 * speaks to people, not to programmers (see `frenchForPeople`).
 */
z.config({ localeError: frenchForPeople });

export { z };
