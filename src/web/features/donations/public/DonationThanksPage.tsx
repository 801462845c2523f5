import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../../layout/PublicPageFrame.tsx';
import { formatEuros } from '../../../lib/format.ts';
import { paymentSessionId } from '../../../lib/paymentReturn.ts';
import { useSession } from '../../../lib/useSession.ts';
import { useFinalizeDonation } from './useFinalizeDonation.ts';

export function DonationThanksPage() {
  const [searchParams] = useSearchParams();
  const result = useFinalizeDonation(paymentSessionId(searchParams));
  const { user } = useSession();

  return (
    <PublicPageFrame width={520}>
      {result.status === 'loading' && (
        <Group gap="sm" justify="center" py="md">
          <Loader size="sm" />
          <Text>Enregistrement de votre don...</Text>
        </Group>
      )}
      {result.status === 'success' && (
        <Stack gap="md" align="center" ta="center">
          <CircleCheck size={48} color="var(--mantine-color-teal-7)" />
          <Title order={2} size="h3">
            Merci {result.thanks.prenom} !
          </Title>
          <Text>Votre don de {formatEuros(result.thanks.amount)} a bien été reçu.</Text>
          {result.thanks.receipt_number && (
            <Text>Votre reçu fiscal n° {result.thanks.receipt_number} vous a été envoyé par email.</Text>
          )}
          {result.thanks.receipt_annual && (
            <Text>
              Votre reçu fiscal vous sera envoyé par email avec les reçus annuels, au début de l'année
              prochaine.
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Un email de remerciement vous a été envoyé à {result.thanks.email}.
          </Text>
          <Button component={Link} to={user ? '/' : '/don'} variant="light">
            {user ? 'Retour à mon espace' : 'Faire un autre don'}
          </Button>
        </Stack>
      )}
      {result.status === 'error' && (
        <Stack gap="md">
          <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
            {result.errorMessage}
          </Alert>
          <Button component={Link} to="/don" variant="light">
            Retour au formulaire de don
          </Button>
        </Stack>
      )}
    </PublicPageFrame>
  );
}
