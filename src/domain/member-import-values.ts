import { MEMBER_FUNCTIONS, type MemberFunction, PAYMENT_MODES, type PaymentMode } from './members.ts';

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

/** 'tresoriere', 'Trésorier', 'président' -> the app's function; undefined when unknown. */
export function toMemberFunction(value: string): MemberFunction | undefined {
  const simple = simplifyText(value);
  if (simple === 'tresoriere') return 'Trésorier(e)';
  return MEMBER_FUNCTIONS.find(
    (known) => simplifyText(known) === simple || simplifyText(known).split(' ')[0] === simple,
  );
}
