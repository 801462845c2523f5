import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The address the receipts print: the association's, typed once in its settings (the
 * certificates print it too), shown here so that the treasurer sees the whole receipt.
 */
export function ReceiptAddress({ address }: { address: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        Adresse de l’organisme
      </Text>
      {address ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {address}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Aucune adresse : renseignez-la dans les paramètres de l’association avant d’émettre des reçus.
        </Text>
      )}
      <Anchor component={Link} to="/admin/parametres" size="sm">
        Modifier l’adresse dans les paramètres de l’association
      </Anchor>
    </Stack>
  );
}
