import { Alert } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { useAssociation } from '../../lib/useAssociation.ts';

/** With the simulated provider anyone can join without paying: the treasurer must see it at once. */
export function SimulatedPaymentBanner() {
  const association = useAssociation();
  if (association?.payment_provider !== 'simulated') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<TriangleAlert size={20} />}
      title="Paiement simulé : les adhésions ne sont pas encaissées"
    >
      Les cotisations payées sur ce site ne sont pas prélevées. Pour les encaisser, configurez un prestataire
      de paiement (PAYMENT_PROVIDER=stripe, voir le README).
    </Alert>
  );
}
