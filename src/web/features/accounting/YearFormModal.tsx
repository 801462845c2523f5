import { Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Year } from '../../../domain/accounting-schemas.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { useYearForm } from './useYearForm.ts';
import { PRESET_LABELS, presetDates, type YearPreset } from './yearPresets.ts';

const PRESETS = (Object.keys(PRESET_LABELS) as YearPreset[]).map((value) => ({
  value,
  label: PRESET_LABELS[value],
}));

type YearFormModalProps = {
  /** null: a new year, after `lastEnd` (the newest year's last day). */
  year: Year | null;
  lastEnd: string | null;
  onClose: () => void;
};

export function YearFormModal({ year, lastEnd, onClose }: YearFormModalProps) {
  const [preset, setPreset] = useState<YearPreset>(year ? 'autres' : 'septembre');
  const { form, handleSubmit, isSaving } = useYearForm(year, presetDates('septembre', lastEnd), onClose);
  const choosePreset = (value: string) => {
    const chosen = value as YearPreset;
    setPreset(chosen);
    if (chosen !== 'autres') form.setValues(presetDates(chosen, lastEnd));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={year ? `Modifier l’exercice ${year.label}` : 'Nouvel exercice'}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {!year && (
            <SegmentedControl
              aria-label="Dates de l’exercice"
              data={PRESETS}
              value={preset}
              onChange={choosePreset}
              orientation="vertical"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FrenchDateInput
              label="Début"
              withAsterisk
              disabled={preset !== 'autres'}
              {...form.getInputProps('start_date')}
            />
            <FrenchDateInput
              label="Fin"
              withAsterisk
              disabled={preset !== 'autres'}
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
          <TextInput
            label="Nom"
            description="Laissé vide : « 2026-2027 » ou « 2026 », d’après ses dates"
            {...form.getInputProps('label')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
