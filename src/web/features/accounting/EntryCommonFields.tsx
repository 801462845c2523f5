import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { MemberPicker } from '../../lib/MemberPicker.tsx';
import type { CommonEntryValues } from './entryFormValues.ts';

type InputProps = { inputProps: (field: keyof CommonEntryValues) => GetInputPropsReturnType };

/** Date, libellé and pièce: the head of every entry's form. */
export function EntryHeadFields({ inputProps }: InputProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FrenchDateInput label="Date" withAsterisk {...inputProps('date')} />
        <NumberInput
          label="N° de pièce"
          description="Le suivant de l’exercice est proposé"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...inputProps('piece_number')}
        />
      </SimpleGrid>
      <TextInput label="Libellé" withAsterisk {...inputProps('label')} />
    </>
  );
}

/** The reference written on the paper, and the member the entry concerns. */
export function EntryFootFields({ inputProps }: InputProps) {
  const member = inputProps('user_id');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Référence" description="N° de chèque, de facture…" {...inputProps('reference')} />
      <MemberPicker
        label="Membre"
        description="Facultatif : sa cotisation, son don, sa note de frais"
        placeholder="Tapez une partie de son nom"
        clearable
        value={member.value as string | null}
        onChange={member.onChange}
        error={member.error}
      />
    </SimpleGrid>
  );
}
