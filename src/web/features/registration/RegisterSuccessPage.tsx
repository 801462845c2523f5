import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { paymentSessionId } from '../../lib/paymentReturn.ts';
import { HouseholdAdded } from '../offers/choice/HouseholdAdded.tsx';
import { useFinalizeRegistration } from './useFinalizeRegistration.ts';

export function RegisterSuccessPage() {
  const [searchParams] = useSearchParams();
  const result = useFinalizeRegistration(paymentSessionId(searchParams));

  return (
    <PublicPageFrame width={520}>
      {result.status === 'loading' && (
        <Group gap="sm" justify="center" py="md">
          <Loader size="sm" />
          <Text>Finalisation de votre inscription...</Text>
        </Group>
      )}
      {result.status === 'success' && (
        <Stack gap="md" align="center" ta="center">
          <CircleCheck size={48} color="var(--mantine-color-teal-7)" />
          <Title order={2} size="h3">
            {result.isFree ? 'Adhésion enregistrée' : 'Paiement validé'} ! Merci {result.prenom}.
          </Title>
          <Text>
            Votre compte sera activé après validation par un administrateur. Vous recevrez un email de
            confirmation.
          </Text>
          <HouseholdAdded household={result.household} />
          <Text size="sm" c="dimmed">
            Redirection vers la connexion dans {result.secondsLeft} seconde{result.secondsLeft > 1 ? 's' : ''}
            …
          </Text>
        </Stack>
      )}
      {result.status === 'error' && (
        <Stack gap="md">
          <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
            {result.errorMessage}
          </Alert>
          <Button component={Link} to="/register" variant="light">
            Retour à l'inscription
          </Button>
        </Stack>
      )}
    </PublicPageFrame>
  );
}
