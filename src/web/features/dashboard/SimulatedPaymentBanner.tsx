import { Alert } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { REAL_PAYMENT_PROVIDERS } from '../../../domain/association.ts';
import { madeOnFirstUse } from '../../../domain/made-on-first-use.ts';
import { useAssociation } from '../../lib/useAssociation.ts';

/** « Stripe (PAYMENT_PROVIDER=stripe) ou HelloAsso (PAYMENT_PROVIDER=helloasso) » */
const providerChoices = madeOnFirstUse(() =>
  new Intl.ListFormat('fr', { type: 'disjunction' }).format(
    Object.entries(REAL_PAYMENT_PROVIDERS).map(([name, label]) => `${label} (PAYMENT_PROVIDER=${name})`),
  ),
);

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
      de paiement : {providerChoices()}, voir le guide, docs/guide/paiements-en-ligne.md.
    </Alert>
  );
}
