import { Alert, Loader, Stack, Text } from '@mantine/core';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { paymentSessionId } from '../../lib/paymentReturn.ts';
import { useAssociation } from '../../lib/useAssociation.ts';
import { AdhesionHistory } from './AdhesionHistory.tsx';
import { MembershipOfferCard } from './MembershipOfferCard.tsx';
import { useMyAdhesions } from './useMyAdhesions.ts';
import { useRenewal, useRenewalReturn } from './useRenewal.ts';

export function AdhesionPage() {
  const [searchParams] = useSearchParams();
  const isPaymentReturn = searchParams.get('success') === 'true';
  const { isFinalizing, finalizeError } = useRenewalReturn(
    isPaymentReturn ? paymentSessionId(searchParams) : null,
  );
  const { adhesions, canRenew, offer, hasActive, isLoading } = useMyAdhesions();
  const { renew, isRedirecting } = useRenewal();
  const fee = useAssociation()?.fees.standard;
  const showsPaidBanner = isPaymentReturn || adhesions[0]?.statut === 'pending';

  return (
    <Stack gap="xl">
      <PageTitle />
      {showsPaidBanner && !finalizeError && (
        <Alert color="green" icon={<CircleCheck size={18} />}>
          Paiement validé ! Votre adhésion sera activée sous peu.
        </Alert>
      )}
      {searchParams.get('annule') === '1' && (
        <Alert color="orange" icon={<TriangleExclamationPoint size={18} />}>
          {offer === 'join'
            ? "Paiement annulé : votre adhésion n'a pas été enregistrée."
            : "Paiement annulé : votre adhésion n'a pas été renouvelée."}
        </Alert>
      )}
      {isFinalizing && (
        <Text c="dimmed" size="sm">
          <Loader size="xs" mr="xs" />
          Enregistrement de votre paiement…
        </Text>
      )}
      {finalizeError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {finalizeError}
        </Alert>
      )}
      <MembershipOfferCard
        fee={fee}
        offer={offer}
        canRenew={canRenew && !isFinalizing}
        hasActive={hasActive}
        isRedirecting={isRedirecting}
        onRenew={renew}
      />
      <AdhesionHistory adhesions={adhesions} isLoading={isLoading} />
    </Stack>
  );
}
