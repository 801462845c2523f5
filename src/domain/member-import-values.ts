import { type MemberFunction, PAYMENT_MODES, type PaymentMode } from './members.ts';

/** 'Trésorier(e)' -> 'tresorier e': what a person typed, case, accents and punctuation aside. */
export function simplifyText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** '7,50', '7,50 €', '1 200,00', '7.5' -> the amount in euros; undefined when it is not one. */
export function parseFrenchAmount(value: string): number | undefined {
  const text = value
    .replace(/€|eur(os?)?/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

const PAYMENT_MODE_ALIASES: Record<string, PaymentMode> = {
  cb: 'Carte Bancaire',
  carte: 'Carte Bancaire',
  'carte bancaire': 'Carte Bancaire',
  'carte bleue': 'Carte Bancaire',
  cheque: 'Chèque',
  espece: 'Espèce',
  especes: 'Espèce',
  liquide: 'Espèce',
  virement: 'Virement',
  'virement bancaire': 'Virement',
};

/** 'chèque', 'CB', 'espèces' -> the app's payment mode; undefined when unknown. */
export function toPaymentMode(value: string): PaymentMode | undefined {
  const simple = simplifyText(value);
  return PAYMENT_MODES.find((mode) => simplifyText(mode) === simple) ?? PAYMENT_MODE_ALIASES[simple];
}

/**
 * The offices as people write them, feminine forms included; a deputy (« Trésorier adjoint ») is
 * not the office itself and the spec names none, so it stays unknown for the administrator to decide.
 */
const MEMBER_FUNCTION_ALIASES: Record<string, MemberFunction> = {
  membre: 'Membre',
  president: 'Président',
  presidente: 'Président',
  'president e': 'Président',
  secretaire: 'Secrétaire',
  tresorier: 'Trésorier(e)',
  tresoriere: 'Trésorier(e)',
  'tresorier e': 'Trésorier(e)',
};

/** The offices an import accepts, as its refusal lists them. */
export const ACCEPTED_MEMBER_FUNCTIONS = [
  'Membre',
  'Président ou Présidente',
  'Secrétaire',
  'Trésorier ou Trésorière',
] as const;

/** 'Trésorière', 'Présidente', 'PRESIDENT' -> the app's function; undefined when unknown. */
export function toMemberFunction(value: string): MemberFunction | undefined {
  return MEMBER_FUNCTION_ALIASES[simplifyText(value)];
}

/** A French mobile or landline number Excel stored as a number: nine digits, its leading 0 gone. */
const PHONE_WITHOUT_ZERO = /^[1-9]\d{8}$/;

/** '612345678' -> '0612345678', the number the cell most likely held; undefined otherwise. */
export function phoneWithLeadingZero(value: string): string | undefined {
  return PHONE_WITHOUT_ZERO.test(value) ? `0${value}` : undefined;
}
