/**
 * French texts that must not pull zod in: the web app's first screen uses them before any form
 * is loaded. Same text as GENERIC_ERROR in errors.ts, which may simply re-export this one.
 */
export const GENERIC_ERROR = 'Une erreur inattendue est survenue';
