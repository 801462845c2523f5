import type { FormErrors } from '@mantine/form';
import { FrenchDateInput } from './FrenchDateInput.tsx';

type PeriodInputsProps = {
  from: string | null;
  to: string | null;
  errors: FormErrors;
  onChange: (bound: 'from' | 'to', value: string | null) => void;
};

/** « Du » and « Au » of a list's period filter, each clearable, each with its own error. */
export function PeriodInputs({ from, to, errors, onChange }: PeriodInputsProps) {
  return (
    <>
      <FrenchDateInput
        label="Du"
        clearable
        clearButtonProps={{ 'aria-label': 'Effacer le début de la période' }}
        value={from}
        onChange={(value) => onChange('from', value)}
        error={errors.from}
      />
      <FrenchDateInput
        label="Au"
        clearable
        clearButtonProps={{ 'aria-label': 'Effacer la fin de la période' }}
        value={to}
        onChange={(value) => onChange('to', value)}
        error={errors.to}
      />
    </>
  );
}
