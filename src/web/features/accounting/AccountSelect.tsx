import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import type { AccountUsage } from '../../../domain/accounting.ts';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { accountOptionLabel, useAccountOptions } from './useAccountOptions.ts';

type AccountRef = { id: string; code: string; label: string };

type AccountSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The classes it offers (`usage` of the chart's route); null: every visible account. */
  usage: AccountUsage | null;
  value: string | null;
  onChange: (account: AccountRef | null) => void;
  /** The account already chosen (an entry being edited), shown before any search. */
  chosen?: AccountRef | null;
};

/** An account of the chart, found by typing its number or a word of its label. */
export function AccountSelect({ usage, value, onChange, chosen = null, ...selectProps }: AccountSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<AccountRef | null>(chosen);
  const selected = picked?.id === value ? picked : null;
  // Once an account is chosen, the box holds its label: that is not a search.
  const typed = selected && search === accountOptionLabel(selected) ? '' : search;
  const options = useAccountOptions(usage, typed);
  const found = options.accounts;
  const entries =
    selected && !found.some((account) => account.id === selected.id) ? [selected, ...found] : found;
  return (
    <Select
      {...selectProps}
      data={entries.map((account) => ({ value: account.id, label: accountOptionLabel(account) }))}
      value={value}
      onChange={(id) => {
        const account = entries.find((candidate) => candidate.id === id) ?? null;
        setPicked(account);
        onChange(account);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already, by number and by words.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={
        options.isError ? GENERIC_ERROR : options.isFetching ? 'Recherche…' : 'Aucun compte'
      }
    />
  );
}
