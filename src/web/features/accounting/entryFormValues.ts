import type { FormErrors } from '@mantine/form';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { todayIso } from '../../../domain/members.ts';
import { eurosToCents } from '../../../domain/money.ts';

/** What every entry's form holds, whatever its kind: amounts are typed in euros. */
export type CommonEntryValues = {
  date: string | null;
  label: string;
  /** Empty: the server gives the year's next number. */
  piece_number: number | string;
  reference: string;
  user_id: string | null;
};

export const commonValues = (entry: Entry | null, proposedPiece: number | null): CommonEntryValues => ({
  date: entry?.date ?? todayIso(),
  label: entry?.label ?? '',
  piece_number: entry?.piece_number ?? proposedPiece ?? '',
  reference: entry?.reference ?? '',
  user_id: entry?.member?.id ?? null,
});

export const commonInput = (values: CommonEntryValues) => ({
  date: values.date ?? '',
  label: values.label,
  piece_number: values.piece_number === '' ? null : Number(values.piece_number),
  reference: values.reference || null,
  user_id: values.user_id,
});

/** Euros as typed (« 120,50 » arrives from the input as 120.5), in cents; empty or unreadable: NaN. */
export function typedCents(euros: number | string): number {
  if (euros === '') return Number.NaN;
  try {
    return eurosToCents(euros);
  } catch {
    return Number.NaN;
  }
}

/**
 * The server names amounts in cents (`amount_cents`, `lines.0.debit_cents`), the form types them
 * in euros (`amount`, `lines.0.debit`): its messages go beside the euro inputs.
 */
export const toEuroFields = (errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/_cents$/, ''), message]));
