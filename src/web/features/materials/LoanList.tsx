import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';

type LoanListProps<T> = {
  loans: T[];
  isLoading: boolean;
  loadError: string | null;
  renderLoan: (loan: T) => ReactNode;
};

/** Loading, error and 'Aucun emprunt trouvé' around a list of loans. */
export function LoanList<T>({ loans, isLoading, loadError, renderLoan }: LoanListProps<T>) {
  if (isLoading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (loadError)
    return (
      <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
        {loadError}
      </Alert>
    );
  if (loans.length === 0) return <Text c="dimmed">Aucun emprunt trouvé</Text>;
  return <Stack gap="sm">{loans.map(renderLoan)}</Stack>;
}
