import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import {
  DIRECTORY_NOTHING_FOUND,
  DIRECTORY_SEARCH_TOO_SHORT,
  directoryLabel,
} from '../../domain/directory.ts';
import type { DirectoryEntry } from '../../domain/directory-schemas.ts';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import { useDirectoryEntry, useMemberDirectory } from './useMemberDirectory.ts';

type MemberPickerProps = Omit<
  SelectProps,
  | 'data'
  | 'value'
  | 'onChange'
  | 'searchable'
  | 'searchValue'
  | 'onSearchChange'
  | 'filter'
  | 'nothingFoundMessage'
> & {
  value: string | null;
  onChange: (memberId: string | null) => void;
  /** A member who cannot be chosen here (oneself, for a proxy). */
  excludeId?: string;
};

/**
 * A validated member, chosen by typing part of their name (or email, for an administrator): the
 * server answers a few matches at a time, and the member already chosen stays shown as the
 * answers change.
 */
export function MemberPicker({ value, onChange, excludeId, ...selectProps }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DirectoryEntry | null>(null);
  const saved = useDirectoryEntry(value !== null && value !== picked?.id ? value : null);
  const selected = value === null ? null : picked?.id === value ? picked : (saved.data ?? null);
  // Once a member is chosen, the box holds their label: that is not a search.
  const typed = selected && search === directoryLabel(selected) ? '' : search;
  const directory = useMemberDirectory(typed);

  const found = directory.members.filter((member) => member.id !== excludeId);
  const entries =
    selected && !found.some((member) => member.id === selected.id) ? [selected, ...found] : found;
  const nothingFound = directory.isError
    ? GENERIC_ERROR
    : !directory.hasEnoughLetters
      ? DIRECTORY_SEARCH_TOO_SHORT
      : directory.isSearching
        ? 'Recherche…'
        : DIRECTORY_NOTHING_FOUND;

  return (
    <Select
      {...selectProps}
      data={entries.map((member) => ({ value: member.id, label: directoryLabel(member) }))}
      value={value}
      onChange={(memberId) => {
        setPicked(entries.find((member) => member.id === memberId) ?? null);
        onChange(memberId);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already, accents and all.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
    />
  );
}
