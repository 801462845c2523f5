import { Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { PaymentOutcome } from '../../lib/PaymentOutcome.tsx';
import { paymentSessionId } from '../../lib/paymentReturn.ts';
import { HouseholdAdded } from '../offers/choice/HouseholdAdded.tsx';
import { useFinalizeRegistration } from './useFinalizeRegistration.ts';

export function RegisterSuccessPage() {
  const [searchParams] = useSearchParams();
  const result = useFinalizeRegistration(paymentSessionId(searchParams));

  return (
    <PublicPageFrame width={520}>
      <PaymentOutcome
        result={result}
        waitingText="Finalisation de votre inscription..."
        back={{ to: '/register', label: "Retour à l'inscription" }}
      >
        {({ prenom, isFree, household, secondsLeft }) => (
          <>
            <Title order={2} size="h3">
              {isFree ? 'Adhésion enregistrée' : 'Paiement validé'} ! Merci {prenom}.
            </Title>
            <Text>
              Votre compte sera activé après validation par un administrateur. Vous recevrez un email de
              confirmation.
            </Text>
            <HouseholdAdded household={household} />
            <Text size="sm" c="dimmed">
              Redirection vers la connexion dans {secondsLeft} seconde{secondsLeft > 1 ? 's' : ''}…
            </Text>
          </>
        )}
      </PaymentOutcome>
    </PublicPageFrame>
  );
}
