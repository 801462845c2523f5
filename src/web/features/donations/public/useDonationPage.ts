import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo } from 'react';
import { type DonorKind, MAX_DONATION_LIMIT, MIN_DONATION } from '../../../../domain/donations.ts';
import type { DonationForm } from '../../../../domain/donations-online.ts';
import { giftAmountWithin, onlineDonationSchemaFor } from '../../../../domain/donations-schemas.ts';
import { GENERIC_ERROR } from '../../../../domain/messages.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { donationPageKeys } from './queryKeys.ts';

/**
 * What the page types: the amount stays empty until chosen, the address parts as text, a
 * company's legal name and SIREN only once « Entreprise » is chosen.
 */
export type DonationValues = {
  amount: number | '';
  donor_kind: DonorKind;
  raison_sociale: string;
  siren: string;
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
  donor_kind: 'particulier',
  raison_sociale: '',
  siren: '',
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
  // A person sends no company, whatever was typed before switching back.
  const body = (values: DonationValues) => {
    const company = values.donor_kind === 'entreprise';
    return {
      ...values,
      raison_sociale: company ? values.raison_sociale : null,
      siren: company ? values.siren : null,
      receipt_wanted: receiptsEnabled && values.receipt_wanted,
    };
  };
  const form = useForm<DonationValues>({
    initialValues: EMPTY_FORM,
    validate: (values) => schemaResolver(schema, { sync: true })(body(values)),
  });

  // Once only: initialising again, even to no effect, would clear the errors shown beside the fields.
  useEffect(() => {
    if (settings.data && !form.initialized) form.initialize(initialValues(settings.data));
  }, [settings.data, form]);

  const mutation = useNotifiedMutation({
    mutationFn: (values: DonationValues) => api.POST('/api/donations', { body: schema.parse(body(values)) }),
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
    isCompany: form.values.donor_kind === 'entreprise',
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
