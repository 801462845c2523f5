import {
  AMOUNT_POSITIVE,
  AMOUNT_TOO_HIGH,
  ENTRY_KINDS,
  ENTRY_LINES_MAX,
  LINE_AMOUNT_MAX_CENTS,
  LINE_ONE_SIDE,
  LINES_MIN,
  SAME_ACCOUNTS,
  sidesOf,
  unbalancedMessage,
} from './accounting.ts';
import { calendarDateSchema } from './dates.ts';
import { idSchema } from './ids.ts';
import { estimatedPageSchema, pageQuerySchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** An amount of the API: integer cents, as stored (decision « comptabilité en partie double »). */
const cents = () =>
  z
    .number({ error: 'Indiquez un montant en centimes' })
    .int('Un montant se compte en centimes entiers')
    .max(LINE_AMOUNT_MAX_CENTS, AMOUNT_TOO_HIGH);

const amountSchema = cents().min(1, AMOUNT_POSITIVE);
const sideSchema = cents().min(0, 'Un débit ou un crédit n’est jamais négatif.').default(0);

/** An empty optional line is no value. */
const optionalLine = (max: number) =>
  singleLine(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

const optionalId = idSchema.nullable().default(null);

const PIECE_NUMBER_MAX = 99_999_999;
const PIECE_NUMBER_MESSAGE = `Le numéro de pièce est un nombre entier de 1 à ${PIECE_NUMBER_MAX}`;

/** What every entry carries, whatever its form. */
const entryFields = {
  date: calendarDateSchema({ label: 'Date', required: 'Indiquez la date' }),
  label: singleLine(200, { required: 'Indiquez un libellé' }),
  /** Empty: the next number of the year is given. */
  piece_number: z
    .number({ error: PIECE_NUMBER_MESSAGE })
    .int(PIECE_NUMBER_MESSAGE)
    .min(1, PIECE_NUMBER_MESSAGE)
    .max(PIECE_NUMBER_MAX, PIECE_NUMBER_MESSAGE)
    .nullable()
    .default(null),
  /** The cheque's or the invoice's number, as written on it. */
  reference: optionalLine(100),
  /** The member the entry concerns (their fee, their gift, their expense claim). */
  user_id: optionalId,
};

const simpleFields = {
  amount_cents: amountSchema,
  /** Income or charge (or another account of the right class): what the money is for. */
  nature_account_id: idSchema,
  /** The bank or cash account (class 5) the money goes into or out of. */
  treasury_account_id: idSchema,
  project_id: optionalId,
};

const receiptSchema = z.object({ kind: z.literal('recette'), ...entryFields, ...simpleFields });
const expenseSchema = z.object({ kind: z.literal('depense'), ...entryFields, ...simpleFields });

const transferSchema = z
  .object({
    kind: z.literal('virement'),
    ...entryFields,
    amount_cents: amountSchema,
    from_account_id: idSchema,
    to_account_id: idSchema,
  })
  .refine((value) => value.from_account_id !== value.to_account_id, {
    message: SAME_ACCOUNTS,
    path: ['to_account_id'],
  });

const lineInputSchema = z
  .object({
    account_id: idSchema,
    debit_cents: sideSchema,
    credit_cents: sideSchema,
    label: optionalLine(200),
    project_id: optionalId,
  })
  .refine((value) => value.debit_cents > 0 !== value.credit_cents > 0, {
    message: LINE_ONE_SIDE,
    path: ['debit_cents'],
  });

const advancedSchema = z
  .object({
    kind: z.literal('avancee'),
    ...entryFields,
    lines: z
      .array(lineInputSchema)
      .min(2, LINES_MIN)
      .max(ENTRY_LINES_MAX, `Une écriture compte ${ENTRY_LINES_MAX} lignes au plus.`),
  })
  .superRefine((value, context) => {
    const { debit, credit } = sidesOf(value.lines);
    if (debit !== credit)
      context.addIssue({ code: 'custom', message: unbalancedMessage(debit, credit), path: ['lines'] });
  });

/**
 * An entry as the treasurer types it: « Recette », « Dépense », « Virement » between two of the
 * association's accounts, or an advanced entry of balanced lines. The service turns it into lines
 * (`entryLines`) once it knows its accounts' classes.
 */
export const entryInputSchema = z.discriminatedUnion(
  'kind',
  [receiptSchema, expenseSchema, transferSchema, advancedSchema],
  { error: 'Type d’écriture inconnu : recette, depense, virement ou avancee' },
);
export type EntryInput = z.output<typeof entryInputSchema>;

const accountRefSchema = z.object({ id: z.string(), code: z.string(), label: z.string() });
const projectRefSchema = z.object({ id: z.string(), label: z.string() });

const entryLineSchema = z.object({
  id: z.string(),
  account: accountRefSchema,
  debit_cents: z.number(),
  credit_cents: z.number(),
  label: z.string().nullable(),
  project: projectRefSchema.nullable(),
  reconciled: z.boolean(),
});

/** An entry with its lines, as its page and the journal list show it. */
export const entrySchema = z.object({
  id: z.string(),
  year: z.object({ id: z.string(), label: z.string(), closed: z.boolean() }),
  date: z.string(),
  label: z.string(),
  kind: z.enum(ENTRY_KINDS),
  piece_number: z.number(),
  reference: z.string().nullable(),
  /** The sum of its debits (and of its credits). */
  amount_cents: z.number(),
  lines: z.array(entryLineSchema),
  member: z.object({ id: z.string(), prenom: z.string(), nom: z.string() }).nullable(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  /** What posted it automatically (a payment, a gift, a payout); null for a typed entry. */
  source: z.object({ kind: z.string(), id: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/** An entry's lines are many at most: a page of entries holds fewer rows than other lists. */
const ENTRIES_PAGE_SIZE_MAX = 50;

const dayFilter = (label: string) =>
  calendarDateSchema({ label, required: `${label} : date requise` }).optional();

/** `GET …/years/:id/entries`: one year's entries, newest first, searched and filtered. */
export const entryListQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(ENTRIES_PAGE_SIZE_MAX),
  /** Words of the label, or a piece number. */
  search: searchSchema,
  kind: z.enum(ENTRY_KINDS, { error: 'Type d’écriture inconnu' }).optional(),
  account_id: idSchema.optional(),
  project_id: idSchema.optional(),
  from: dayFilter('Du'),
  to: dayFilter('Au'),
});
export type EntryListQuery = z.output<typeof entryListQuerySchema>;

export const entryPageSchema = estimatedPageSchema(entrySchema);
export type EntryPage = z.infer<typeof entryPageSchema>;

/** `GET …/accounts/:id/lines`: the account's lines in one year (grand livre of one account). */
export const ledgerQuerySchema = pageQuerySchema.extend({ year_id: idSchema });
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

const ledgerLineSchema = z.object({
  id: z.string(),
  entry_id: z.string(),
  date: z.string(),
  piece_number: z.number(),
  kind: z.enum(ENTRY_KINDS),
  entry_label: z.string(),
  label: z.string().nullable(),
  debit_cents: z.number(),
  credit_cents: z.number(),
  /** Debits less credits from the year's first line to this one: above zero a debit balance. */
  balance_cents: z.number(),
  reconciled: z.boolean(),
});

export const ledgerPageSchema = estimatedPageSchema(ledgerLineSchema).extend({
  account: accountRefSchema,
  year: z.object({ id: z.string(), label: z.string() }),
  totals: z.object({ debit_cents: z.number(), credit_cents: z.number(), balance_cents: z.number() }),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
