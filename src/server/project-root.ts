import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root: two levels above this file in the sources (src/server) and above the
 * bundle that `npm start` builds (dist/server) alike.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
