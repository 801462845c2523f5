import { formatCents } from './money.ts';

/*
 * The association's books (comptabilité de trésorerie on the associations' chart, ANC n° 2018-06):
 * financial years, the chart of accounts, entries stored as balanced lines in integer cents. The
 * French words of the rules and screens are here; `docs/regles/comptabilite.md` says them whole.
 */

/**
 * What an entry is: the three simple forms a treasurer fills in, the advanced entry of several
 * lines, and the opening entry a closing writes into the next year (report à nouveau).
 */
export const ENTRY_KINDS = ['recette', 'depense', 'virement', 'avancee', 'ouverture'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  recette: 'Recette',
  depense: 'Dépense',
  virement: 'Virement',
  avancee: 'Écriture avancée',
  ouverture: 'Report à nouveau',
};

/** A number's first digit is its class: 1 capital … 7 income, 8 voluntary contributions in kind. */
export const accountClass = (code: string): number => Number(code[0]);

/**
 * Where a simple entry's accounts come from: the bank or cash side of a receipt or an expense
 * (and both sides of a transfer) is a financial account; its nature is income, or what money
 * received may also be (a loan, a fund, a third party's debt), and for an expense a charge, or a
 * fixed asset, a loan repaid, a third party paid.
 */
export const ACCOUNT_USAGES = ['recette', 'depense', 'tresorerie'] as const;
export type AccountUsage = (typeof ACCOUNT_USAGES)[number];
export const USAGE_CLASSES: Record<AccountUsage, readonly number[]> = {
  recette: [7, 1, 4],
  depense: [6, 2, 1, 4],
  tresorerie: [5],
};
export const fitsUsage = (code: string, usage: AccountUsage) =>
  USAGE_CLASSES[usage].includes(accountClass(code));

/** Carried into the next year when a year closes (report à nouveau): the balance sheet's classes. */
export const CARRIED_CLASSES: readonly number[] = [1, 2, 3, 4, 5];
/** The year's result: income (7) less charges (6). Class 8 stands beside it, never in it. */
export const RESULT_CLASSES: readonly number[] = [6, 7];
export const VOLUNTARY_CLASS = 8;
/** Where the opening entry puts the closed year's result, until the assembly allocates it. */
export const SURPLUS_ACCOUNT = '120';
export const DEFICIT_ACCOUNT = '129';

/** The opening entry's number in its year: the numbers a treasurer gives start at 1. */
export const OPENING_PIECE_NUMBER = 0;

/** One line's amount at most: 9 999 999,99 €, far below what an integer column holds. */
export const LINE_AMOUNT_MAX_CENTS = 999_999_999;
/** An advanced entry's lines at most: a payout of many payments, never a whole year at once. */
export const ENTRY_LINES_MAX = 200;

/** Receipts and invoices, photographed or scanned; the type is read from the file's content. */
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const ATTACHMENT_TYPE_REFUSED = 'Justificatif : PDF, JPEG, PNG ou WebP uniquement';

export const NO_YEAR_FOR_DATE = 'Aucun exercice ne couvre cette date.';
export const YEAR_CLOSED =
  'Cet exercice est clôturé : une correction se fait par une nouvelle écriture dans l’exercice ouvert.';
export const PIECE_TAKEN = 'Ce numéro de pièce est déjà pris pour cet exercice.';
export const NOT_FOR_RECETTE = 'Ce compte ne convient pas à une recette.';
export const NOT_FOR_DEPENSE = 'Ce compte ne convient pas à une dépense.';
export const NOT_TREASURY = 'Choisissez un compte de banque ou de caisse (classe 5).';
export const SAME_ACCOUNTS = 'Choisissez deux comptes différents.';
export const AMOUNT_POSITIVE = 'Le montant doit être supérieur à zéro.';
export const AMOUNT_TOO_HIGH = 'Le montant ne peut pas dépasser 9 999 999,99 €.';
export const LINES_MIN = 'Une écriture avancée compte au moins deux lignes.';
export const LINE_ONE_SIDE = 'Une ligne porte soit un débit, soit un crédit, supérieur à zéro.';
export const VOLUNTARY_APART =
  'Les contributions volontaires (classe 8) s’écrivent entre elles, sans compte d’une autre classe.';
export const ACCOUNT_NOT_FOUND = 'Compte introuvable';
export const PROJECT_NOT_FOUND = 'Projet introuvable';
export const ENTRY_NOT_FOUND = 'Écriture introuvable';
export const YEAR_NOT_FOUND = 'Exercice introuvable';
export const OPENING_ENTRY_READ_ONLY =
  'Le report à nouveau vient de la clôture de l’exercice précédent : corrigez-le par une nouvelle écriture.';

/** « L’écriture n’est pas équilibrée : débit 120,50 €, crédit 100,00 €. » */
export const unbalancedMessage = (debitCents: number, creditCents: number) =>
  `L’écriture n’est pas équilibrée : débit ${formatCents(debitCents)}, crédit ${formatCents(creditCents)}.`;

type Sides = { debit_cents: number; credit_cents: number };

/** The debits and the credits of some lines, each added up in cents. */
export function sidesOf(lines: readonly Sides[]): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += line.debit_cents;
    credit += line.credit_cents;
  }
  return { debit, credit };
}
export const ACCOUNT_IN_USE = 'Ce compte porte des écritures : masquez-le plutôt.';
export const ACCOUNT_CODE_TAKEN = 'Ce numéro de compte existe déjà.';
export const NO_ATTACHMENT = 'Cette écriture n’a pas de justificatif';
export const PROJECT_NAME_TAKEN = 'Un projet porte déjà ce nom.';
export const YEAR_LOCKED = 'Un exercice clôturé ne change plus.';
