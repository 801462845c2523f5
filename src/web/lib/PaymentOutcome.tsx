import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentFinalization } from './usePaymentFinalization.ts';

type PaymentOutcomeProps<Answer> = {
  result: PaymentFinalization<Answer>;
  /** Said while the server records the payment. */
  waitingText: string;
  /** Where a refused payment sends the visitor back to, and the button's words. */
  back: { to: string; label: string };
  /** The thanks, under the check mark. */
  children: (answer: Answer) => ReactNode;
};

/** The page a payment sends the visitor back to: a wait, then the thanks or the refusal. */
export function PaymentOutcome<Answer>({ result, waitingText, back, children }: PaymentOutcomeProps<Answer>) {
  if (result.status === 'loading') {
    return (
      <Group gap="sm" justify="center" py="md">
        <Loader size="sm" />
        <Text>{waitingText}</Text>
      </Group>
    );
  }
  if (result.status === 'error') {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {result.errorMessage}
        </Alert>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center" ta="center">
      <CircleCheck size={48} color="var(--mantine-color-teal-7)" />
      {children(result.answer)}
    </Stack>
  );
}
