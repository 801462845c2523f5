import { Select } from '@mantine/core';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/materials.ts';

const ALL_STATUSES = 'all';

type StatusFilterProps = { value: LoanStatus | null; onChange: (status: LoanStatus | null) => void };

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Select
      aria-label="Filtrer par statut"
      data={[{ value: ALL_STATUSES, label: 'Tous les statuts' }, ...LOAN_STATUSES]}
      value={value ?? ALL_STATUSES}
      onChange={(next) => onChange(next === ALL_STATUSES || next === null ? null : (next as LoanStatus))}
      allowDeselect={false}
      w={240}
    />
  );
}
