import { SimpleGrid, TextInput } from '@mantine/core';
import { CHEQUE_FIELDS, CHEQUE_LABELS, type ChequeField } from '../../domain/cheques.ts';

/**
 * A cheque's number, bank and drawer, optional, shown by a payment form only when the mode is
 * « Chèque »: what the treasurer copies onto the deposit slip.
 */
export function ChequeFields({ inputProps }: { inputProps: (field: ChequeField) => object }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {CHEQUE_FIELDS.map((field) => (
        <TextInput key={field} label={CHEQUE_LABELS[field]} {...inputProps(field)} />
      ))}
    </SimpleGrid>
  );
}
