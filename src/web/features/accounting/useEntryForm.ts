import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
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

export type SimpleKind = 'recette' | 'depense' | 'virement';

type AccountRef = { id: string; code: string; label: string };

/** The accounts a simple entry names, by the field that names them. */
export type SimpleAccounts = {
  nature_account_id: AccountRef | null;
  treasury_account_id: AccountRef | null;
  from_account_id: AccountRef | null;
  to_account_id: AccountRef | null;
};

export type SimpleEntryValues = CommonEntryValues & {
  amount: number | string;
  nature_account_id: string | null;
  treasury_account_id: string | null;
  from_account_id: string | null;
  to_account_id: string | null;
  project_id: string | null;
};

/**
 * A simple entry's accounts read back from its two lines: a receipt debits the bank and credits
 * its nature, an expense the other way round, a transfer debits where the money goes.
 */
export function simpleAccounts(entry: Entry | null): SimpleAccounts {
  const debited = entry?.lines.find((line) => line.debit_cents > 0)?.account ?? null;
  const credited = entry?.lines.find((line) => line.credit_cents > 0)?.account ?? null;
  const none = {
    nature_account_id: null,
    treasury_account_id: null,
    from_account_id: null,
    to_account_id: null,
  };
  switch (entry?.kind) {
    case 'recette':
      return { ...none, treasury_account_id: debited, nature_account_id: credited };
    case 'depense':
      return { ...none, nature_account_id: debited, treasury_account_id: credited };
    case 'virement':
      return { ...none, to_account_id: debited, from_account_id: credited };
    default:
      return none;
  }
}

function toValues(entry: Entry | null, piece: number | null): SimpleEntryValues {
  const accounts = simpleAccounts(entry);
  return {
    ...commonValues(entry, piece),
    amount: entry ? centsToEuros(entry.amount_cents) : '',
    nature_account_id: accounts.nature_account_id?.id ?? null,
    treasury_account_id: accounts.treasury_account_id?.id ?? null,
    from_account_id: accounts.from_account_id?.id ?? null,
    to_account_id: accounts.to_account_id?.id ?? null,
    project_id: entry?.lines.find((line) => line.project)?.project?.id ?? null,
  };
}

function toInput(kind: SimpleKind, values: SimpleEntryValues): EntryBody {
  const common = { ...commonInput(values), amount_cents: typedCents(values.amount) };
  return kind === 'virement'
    ? {
        kind,
        ...common,
        from_account_id: values.from_account_id ?? '',
        to_account_id: values.to_account_id ?? '',
      }
    : {
        kind,
        ...common,
        nature_account_id: values.nature_account_id ?? '',
        treasury_account_id: values.treasury_account_id ?? '',
        project_id: values.project_id,
      };
}

const ACCOUNT_MISSING: Record<string, string> = {
  nature_account_id: 'Choisissez la nature',
  treasury_account_id: 'Choisissez le compte de banque ou de caisse',
  from_account_id: 'Choisissez le compte d’où part l’argent',
  to_account_id: 'Choisissez le compte où il arrive',
};

function validator(kind: SimpleKind) {
  const resolve = schemaResolver(entryInputSchema, { sync: true });
  return (values: SimpleEntryValues): FormErrors => {
    const errors = toEuroFields(resolve(toInput(kind, values)));
    if (values.amount === '') errors.amount = 'Indiquez le montant';
    // An id left empty fails the schema in its own terms; the treasurer is told what to choose.
    for (const [field, message] of Object.entries(ACCOUNT_MISSING))
      if (errors[field] && !values[field as keyof SimpleEntryValues]) errors[field] = message;
    return errors;
  };
}

/**
 * A receipt, an expense or a transfer, new (`entry` null) or edited: the amount typed in euros
 * goes in cents, the piece number proposed is the year's next, the receipt follows the save.
 */
export function useEntryForm(
  kind: SimpleKind,
  entry: Entry | null,
  piece: number | null,
  onDone: () => void,
) {
  const form = useForm<SimpleEntryValues>({
    initialValues: toValues(entry, piece),
    validate: validator(kind),
  });
  const [receipt, setReceipt] = useState<File | null>(null);
  const { saved, keep, submit, isSaving } = useEntrySave(entry, form, onDone);
  return {
    form,
    saved,
    keep,
    receipt,
    setReceipt,
    handleSubmit: form.onSubmit((values) => submit(toInput(kind, values), receipt)),
    isSaving,
  };
}
