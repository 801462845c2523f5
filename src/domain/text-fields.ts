import { z } from './zod.ts';

/**
 * Control characters (line breaks and tabs among them), the Unicode line and paragraph
 * separators, and the bidirectional overrides that reorder what a reader sees. None belongs in a
 * name, an address or a title: a line break in a member's name printed forged lines on a
 * numbered certificate, and an override can make a printed text read otherwise than stored.
 */
const NOT_ON_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE =
  'Ce champ doit tenir sur une seule ligne, sans retour à la ligne ni tabulation';

export const isSingleLine = (value: string) => !NOT_ON_ONE_LINE.test(value);

/**
 * Spaces of every width (no-break, thin, em, ideographic…) and the invisible separators (zero
 * width space, word joiner, byte order mark), in runs: a run of them is one space. A donor's name
 * padded with spaces or NBSP lined up a forged « Montant : 9 999,00 » on the receipt. Control
 * characters are not here: `isSingleLine` refuses them.
 */
const BLANK_RUN = /[\p{Zs}\u180e\u200b\u2060\ufeff]+/gu;

/** A short text as stored: every blank run one space, none at either end. */
export const collapseBlanks = (value: string) => value.replace(BLANK_RUN, ' ').trim();

/** A text stored before the rules above, made one line for print: each break becomes a space. */
export const toSingleLine = (value: string) =>
  collapseBlanks(value.replace(new RegExp(NOT_ON_ONE_LINE, 'gu'), ' '));

type SingleLineMessages = {
  /** Given: the field is required, and this is said when it is missing or empty. */
  required?: string;
  tooLong?: string;
};

/**
 * A short text typed on one line (a name, an address, a city, a title, a place): its blank runs
 * collapsed (`collapseBlanks`), at most `max` characters, refused with a French message when it
 * holds a line break or any other control character. Every schema's short text goes through
 * here; descriptions, comments and bodies stay multi-line.
 */
export function singleLine(max: number, { required, tooLong }: SingleLineMessages = {}) {
  const text = z
    // Missing says `required`; another type keeps the locale's message.
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) })
    .overwrite(collapseBlanks)
    .max(max, tooLong ?? `${max} caractères au plus`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);
  return required ? text.min(1, required) : text;
}

export const PHONE_MESSAGE =
  'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + . - ( )';
/**
 * Digits, with the spaces and signs people write them with, at least one digit; or nothing, the
 * form's empty field. A pattern rather than a refinement: the OpenAPI document then shows it.
 */
const PHONE_PATTERN = /^(?:(?=.*\d)[\d +.\-()]+)?$/;
const PHONE_MAX = 30;

export const isPhoneNumber = (value: string) => value !== '' && PHONE_PATTERN.test(value);

/** A phone number; '' (the form's empty field) when it may be left out. */
export const phoneSchema = ({ required }: Pick<SingleLineMessages, 'required'> = {}) =>
  singleLine(PHONE_MAX, { required, tooLong: 'Le numéro de téléphone est trop long' }).regex(
    PHONE_PATTERN,
    PHONE_MESSAGE,
  );
