import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CircleCheck, HandHeart, TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { alreadyRenewedMessage } from '../../../domain/members.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { paymentSessionId } from '../../lib/paymentReturn.ts';
import { useSession } from '../../lib/useSession.ts';
import { HouseholdAdded } from '../offers/choice/HouseholdAdded.tsx';
import { AdhesionHistory } from './AdhesionHistory.tsx';
import { HouseholdInvitationsCard } from './HouseholdInvitationsCard.tsx';
import { HouseholdMembers } from './HouseholdMembers.tsx';
import { MembershipOfferCard } from './MembershipOfferCard.tsx';
import { useMyAdhesions } from './useMyAdhesions.ts';
import { useRenewal, useRenewalReturn } from './useRenewal.ts';

export function AdhesionPage() {
  const [searchParams] = useSearchParams();
  const isPaymentReturn = searchParams.get('success') === 'true';
  const { isFinalizing, finalizeError, household, isFree, extendedUntil } = useRenewalReturn(
    isPaymentReturn ? paymentSessionId(searchParams) : null,
  );
  const { adhesions, canRenew, offer, hasActive, isLoading } = useMyAdhesions();
  const { choice, renew, isRedirecting, lastHousehold } = useRenewal(useSession().user?.email ?? '');
  const latest = adhesions[0]?.statut;
  // A validated member's paid renewal is active at once: the spec's "sera activée" would be untrue.
  // A 0 € membership paid nothing: it waits for the treasurer all the same.
  const paidBanner =
    isPaymentReturn && isFree
      ? 'Adhésion enregistrée ! Elle sera activée après validation par un administrateur.'
      : isPaymentReturn && latest === 'active'
        ? 'Paiement validé ! Votre adhésion est active.'
        : isPaymentReturn || latest === 'pending'
          ? 'Paiement validé ! Votre adhésion sera activée sous peu.'
          : null;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center">
        <PageTitle />
        <Button component={Link} to="/don" variant="light" leftSection={<HandHeart size={18} />}>
          Faire un don
        </Button>
      </Group>
      {paidBanner && !finalizeError && (
        <Alert color="green" icon={<CircleCheck size={18} />}>
          {paidBanner}
          {extendedUntil && (
            <Text size="sm" mt="xs">
              {alreadyRenewedMessage(extendedUntil)}
            </Text>
          )}
          <HouseholdAdded household={household} />
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
      <HouseholdInvitationsCard />
      <MembershipOfferCard
        choice={choice}
        offer={offer}
        canRenew={canRenew && !isFinalizing}
        hasActive={hasActive}
        isRedirecting={isRedirecting}
        onRenew={renew}
      />
      <HouseholdMembers household={lastHousehold} />
      <AdhesionHistory adhesions={adhesions} isLoading={isLoading} />
    </Stack>
  );
}
