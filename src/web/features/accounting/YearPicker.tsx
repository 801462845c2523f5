import { Select } from '@mantine/core';
import type { Year } from '../../../domain/accounting-schemas.ts';

/** Shown once there are two years or more: one year alone needs no choosing. */
export function YearPicker({
  years,
  year,
  onChange,
}: {
  years: Year[];
  year: Year | null;
  onChange: (id: string) => void;
}) {
  if (years.length < 2) return null;
  return (
    <Select
      label="Exercice"
      data={years.map((candidate) => ({
        value: candidate.id,
        label: candidate.closed_at ? `${candidate.label} (clôturé)` : candidate.label,
      }))}
      value={year?.id ?? null}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
