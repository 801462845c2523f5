import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod.ts';

/** One invalid input: `path` names the field as the form knows it (`email`, `adresse.ville`). */
const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API error has this shape, whatever the status; `fields` comes with a validation error. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});

export { GENERIC_ERROR } from './messages.ts';

/** What the server answers whatever the feature: a request it cannot read, serve or let through. */
export const INVALID_REQUEST = 'Requête invalide';
export const INVALID_VALUE = 'Valeur invalide';
export const FORBIDDEN_CHARACTER = 'Caractère non autorisé';
export const SIGNED_OUT = 'Vous devez être connecté';
export const ADMINS_ONLY = 'Accès réservé aux administrateurs';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Réessayez dans quelques minutes.';
export const ORIGIN_REFUSED = 'Origine de la requête refusée';
export const DATABASE_UNAVAILABLE = 'Service momentanément indisponible, réessayez dans quelques instants';
export const TOO_LARGE = 'Le fichier ou la requête est trop volumineux';
/** `limit` as the sender reads it: « 10 Mo ». */
export const fileTooLarge = (limit: string) => `Le fichier dépasse la taille maximale autorisée (${limit})`;
export const unknownRoute = (method: string, path: string) => `Route inconnue : ${method} ${path}`;
export const FILE_REQUIRED = 'Veuillez choisir un fichier';
export const FILE_EMPTY = 'Le fichier est vide';
export const FILE_NOT_FOUND = 'Fichier introuvable';
export const LINK_INVALID = 'Lien de téléchargement invalide ou expiré';
