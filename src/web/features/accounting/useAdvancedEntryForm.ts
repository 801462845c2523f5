import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useState } from 'react';
import { sidesOf } from '../../../domain/accounting.ts';
import { type Entry, entryInputSchema } from '../../../domain/accounting-entry-schemas.ts';
import { centsToEuros } from '../../../domain/money.ts';
import {
  type CommonEntryValues,
  commonInput,
  commonValues,
  toEuroFields,
  typedCents,
} from './entryFormValues.ts';
import { type EntryBody, useEntrySave } from './useEntrySave.ts';

type AccountRef = { id: string; code: string; label: string };

export type LineValues = {
  key: string;
  account_id: string | null;
  /** The account as saved, shown by its picker before any search. */
  account: AccountRef | null;
  debit: number | string;
  credit: number | string;
  label: string;
};

export type AdvancedEntryValues = CommonEntryValues & { lines: LineValues[] };

export const emptyLine = (): LineValues => ({
  key: randomId(),
  account_id: null,
  account: null,
  debit: '',
  credit: '',
  label: '',
});

const sideEuros = (cents: number) => (cents > 0 ? centsToEuros(cents) : '');

function toValues(entry: Entry | null, piece: number | null): AdvancedEntryValues {
  return {
    ...commonValues(entry, piece),
    lines: entry
      ? entry.lines.map((line) => ({
          key: line.id,
          account_id: line.account.id,
          account: line.account,
          debit: sideEuros(line.debit_cents),
          credit: sideEuros(line.credit_cents),
          label: line.label ?? '',
        }))
      : [emptyLine(), emptyLine()],
  };
}

/** An empty side is no amount: a line carries a debit or a credit. */
const sideCents = (euros: number | string) => (euros === '' ? 0 : typedCents(euros));

const toLines = (lines: LineValues[]) =>
  lines.map((line) => ({
    account_id: line.account_id ?? '',
    debit_cents: sideCents(line.debit),
    credit_cents: sideCents(line.credit),
    label: line.label || null,
    project_id: null,
  }));

function toInput(values: AdvancedEntryValues): EntryBody {
  return { kind: 'avancee', ...commonInput(values), lines: toLines(values.lines) };
}

/** The lines' debits and credits as typed, in cents; what is unreadable counts for nothing. */
export function typedSides(lines: LineValues[]) {
  return sidesOf(
    toLines(lines).map((line) => ({
      debit_cents: Number.isNaN(line.debit_cents) ? 0 : line.debit_cents,
      credit_cents: Number.isNaN(line.credit_cents) ? 0 : line.credit_cents,
    })),
  );
}

function validate(values: AdvancedEntryValues): FormErrors {
  const errors = toEuroFields(schemaResolver(entryInputSchema, { sync: true })(toInput(values)));
  values.lines.forEach((line, index) => {
    if (!line.account_id) errors[`lines.${index}.account_id`] = 'Choisissez le compte';
  });
  return errors;
}

/** An entry of several lines typed by hand, refused until its debits equal its credits. */
export function useAdvancedEntryForm(entry: Entry | null, piece: number | null, onDone: () => void) {
  const form = useForm<AdvancedEntryValues>({ initialValues: toValues(entry, piece), validate });
  const [receipt, setReceipt] = useState<File | null>(null);
  const { saved, keep, submit, isSaving } = useEntrySave(entry, form, onDone);
  return {
    form,
    saved,
    keep,
    receipt,
    setReceipt,
    handleSubmit: form.onSubmit((values) => submit(toInput(values), receipt)),
    isSaving,
  };
}
