import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

type IdentityField = 'prenom' | 'nom' | 'email' | 'adresse' | 'code_postal' | 'ville';

type IdentityFieldsProps = {
  form: { getInputProps: (path: IdentityField) => GetInputPropsReturnType };
  /** The gift asks the address only for a tax receipt; the membership always does. */
  isAddressRequired?: boolean;
  /** What the page asks between the email and the address: the password, the receipt box. */
  children?: ReactNode;
};

/**
 * The visitor's name, email and postal address, as the public membership and gift forms ask
 * them, with the browser's autofill names; the form's fields carry the server's names.
 */
export function IdentityFields({ form, isAddressRequired = true, children }: IdentityFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Prénom" autoComplete="given-name" withAsterisk {...form.getInputProps('prenom')} />
        <TextInput label="Nom" autoComplete="family-name" withAsterisk {...form.getInputProps('nom')} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      {children}
      <TextInput
        label="Adresse"
        autoComplete="street-address"
        withAsterisk={isAddressRequired}
        {...form.getInputProps('adresse')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Code postal"
          autoComplete="postal-code"
          withAsterisk={isAddressRequired}
          {...form.getInputProps('code_postal')}
        />
        <TextInput
          label="Ville"
          autoComplete="address-level2"
          withAsterisk={isAddressRequired}
          {...form.getInputProps('ville')}
        />
      </SimpleGrid>
    </>
  );
}
