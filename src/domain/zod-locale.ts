import type { z } from 'zod';
import { fr } from 'zod/locales';

type Issue = z.core.$ZodRawIssue;

/** What zod's French locale says of the rest: translated, but written for a developer. */
const zodFrench = fr().localeError;

const EXPECTED_TYPES: Record<string, string> = {
  string: 'Un texte est attendu',
  number: 'Un nombre est attendu',
  int: 'Un nombre entier est attendu',
  bigint: 'Un nombre entier est attendu',
  boolean: 'Oui ou non (true ou false) est attendu',
  array: 'Une liste est attendue',
  object: 'Un objet est attendu',
  date: 'Une date est attendue',
};

const FORMATS: Record<string, string> = {
  uuid: 'Identifiant invalide',
  guid: 'Identifiant invalide',
  email: 'Adresse email invalide',
  url: 'Adresse web invalide',
  date: 'Date invalide (AAAA-MM-JJ)',
  datetime: 'Date et heure invalides',
  time: 'Heure invalide',
  regex: 'Format invalide',
};

const formatNumber = (value: number | bigint) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const max = formatNumber(issue.maximum);
  if (issue.origin === 'string') return `Texte trop long : ${max} caractères au plus`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Trop d’éléments : ${max} au plus`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return issue.inclusive ? `La valeur doit être au plus ${max}` : `La valeur doit être inférieure à ${max}`;
  return undefined;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const min = formatNumber(issue.minimum);
  if (issue.origin === 'string')
    return Number(issue.minimum) <= 1
      ? 'Ce champ est obligatoire'
      : `Texte trop court : au moins ${min} caractères`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Au moins ${min} élément(s)`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return issue.inclusive
      ? `La valeur doit être au moins ${min}`
      : `La valeur doit être supérieure à ${min}`;
  return undefined;
}

function invalidValue(issue: Extract<Issue, { code: 'invalid_value' }>): string {
  const values = issue.values.map((value) => `« ${String(value)} »`);
  return values.length === 1
    ? `Valeur invalide : ${values[0]} est attendu`
    : `Valeur invalide : choisissez parmi ${values.join(', ')}`;
}

/**
 * Zod's messages where a schema writes none, for the person who reads them: zod's French locale
 * says "nombre attendu, NaN reçu" or "chaîne de caractères attendu, indéfini reçu", the type names
 * of a program. Here a missing value is "Ce champ est obligatoire", a wrong one says what is
 * expected in plain words, and a bound is given as a number.
 */
export function frenchForPeople(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Ce champ est obligatoire';
      return EXPECTED_TYPES[issue.expected] ?? 'Valeur invalide';
    case 'too_big':
      return tooBig(issue) ?? messageOf(zodFrench(issue));
    case 'too_small':
      return tooSmall(issue) ?? messageOf(zodFrench(issue));
    case 'invalid_format':
      return FORMATS[issue.format] ?? messageOf(zodFrench(issue));
    case 'invalid_value':
      return invalidValue(issue);
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Valeur invalide';
    default:
      return messageOf(zodFrench(issue));
  }
}

const messageOf = (result: ReturnType<typeof zodFrench>) =>
  typeof result === 'string' ? result : result?.message;
