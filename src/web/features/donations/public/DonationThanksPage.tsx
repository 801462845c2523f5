import { Button, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../../layout/PublicPageFrame.tsx';
import { formatEuros } from '../../../lib/format.ts';
import { PaymentOutcome } from '../../../lib/PaymentOutcome.tsx';
import { paymentSessionId } from '../../../lib/paymentReturn.ts';
import { useSession } from '../../../lib/useSession.ts';
import { useFinalizeDonation } from './useFinalizeDonation.ts';

export function DonationThanksPage() {
  const [searchParams] = useSearchParams();
  const result = useFinalizeDonation(paymentSessionId(searchParams));
  const { user } = useSession();

  return (
    <PublicPageFrame width={520}>
      <PaymentOutcome
        result={result}
        waitingText="Enregistrement de votre don..."
        back={{ to: '/don', label: 'Retour au formulaire de don' }}
      >
        {(thanks) => (
          <>
            <Title order={2} size="h3">
              Merci {thanks.prenom} !
            </Title>
            <Text>Votre don de {formatEuros(thanks.amount)} a bien été reçu.</Text>
            {thanks.receipt_number && (
              <Text>Votre reçu fiscal n° {thanks.receipt_number} vous a été envoyé par email.</Text>
            )}
            {thanks.receipt_annual && (
              <Text>
                Votre reçu fiscal vous sera envoyé par email avec les reçus annuels, au début de l'année
                prochaine.
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Un email de remerciement vous a été envoyé à {thanks.email}.
            </Text>
            <Button component={Link} to={user ? '/' : '/don'} variant="light">
              {user ? 'Retour à mon espace' : 'Faire un autre don'}
            </Button>
          </>
        )}
      </PaymentOutcome>
    </PublicPageFrame>
  );
}
