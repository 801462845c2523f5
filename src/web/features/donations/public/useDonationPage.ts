import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo } from 'react';
import { MAX_DONATION_LIMIT, MIN_DONATION } from '../../../../domain/donations.ts';
import type { DonationForm } from '../../../../domain/donations-online.ts';
import { giftAmountWithin, onlineDonationSchemaFor } from '../../../../domain/donations-schemas.ts';
import { GENERIC_ERROR } from '../../../../domain/messages.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { donationPageKeys } from './queryKeys.ts';

/** What the page types: the amount stays empty until chosen, the address parts as text. */
export type DonationValues = {
  amount: number | '';
  prenom: string;
  nom: string;
  email: string;
  adresse: string;
  code_postal: string;
  ville: string;
  receipt_wanted: boolean;
};

const EMPTY_FORM: DonationValues = {
  amount: '',
  prenom: '',
  nom: '',
  email: '',
  adresse: '',
  code_postal: '',
  ville: '',
  receipt_wanted: true,
};

/**
 * The gift's form: the amounts and the maximum the settings give, and the signed-in member's
 * identity filled in once. Without receipts, the checkbox is gone and none is asked for.
 */
export function useDonationPage() {
  const settings = useQuery({
    queryKey: donationPageKeys.form,
    queryFn: () => api.GET('/api/donations/form'),
  });
  // The settings' maximum, checked here as the server will check it again; the largest the
  // settings allow until they are read.
  const maxAmount = settings.data?.max_amount ?? MAX_DONATION_LIMIT;
  const schema = useMemo(() => onlineDonationSchemaFor(giftAmountWithin(maxAmount)), [maxAmount]);
  const receiptsEnabled = settings.data?.receipts_enabled === true;
  const form = useForm<DonationValues>({
    initialValues: EMPTY_FORM,
    validate: (values) =>
      schemaResolver(schema, { sync: true })({
        ...values,
        receipt_wanted: receiptsEnabled && values.receipt_wanted,
      }),
  });

  // Once only: initialising again, even to no effect, would clear the errors shown beside the fields.
  useEffect(() => {
    if (settings.data && !form.initialized) form.initialize(initialValues(settings.data));
  }, [settings.data, form]);

  const mutation = useNotifiedMutation({
    mutationFn: (values: DonationValues) =>
      api.POST('/api/donations', {
        body: schema.parse({ ...values, receipt_wanted: receiptsEnabled && values.receipt_wanted }),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
    failure: (error) => getErrorMessage(error, 'Erreur lors de la redirection vers le paiement'),
    form,
  });

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (form.validate().hasErrors) return;
    mutation.mutate(form.values);
  };

  return {
    form,
    donation: settings.data,
    loading: {
      isLoading: settings.isLoading,
      loadError: settings.isError ? getErrorMessage(settings.error, GENERIC_ERROR) : null,
      refresh: () => void settings.refetch(),
    },
    receiptsEnabled,
    isAddressRequired: receiptsEnabled && form.values.receipt_wanted,
    minAmount: MIN_DONATION,
    handleSubmit,
    // Stays busy after success: the browser is leaving for the payment page.
    isRedirecting: mutation.isPending || mutation.isSuccess,
  };
}

function initialValues({ prefill, receipts_enabled }: DonationForm): DonationValues {
  return {
    ...EMPTY_FORM,
    prenom: prefill?.prenom ?? '',
    nom: prefill?.nom ?? '',
    email: prefill?.email ?? '',
    adresse: prefill?.adresse ?? '',
    code_postal: prefill?.code_postal ?? '',
    ville: prefill?.ville ?? '',
    receipt_wanted: receipts_enabled,
  };
}
