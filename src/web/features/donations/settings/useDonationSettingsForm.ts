import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReceiptLegalStatus } from '../../../../domain/donations.ts';
import { type DonationSettings, donationSettingsSchema } from '../../../../domain/donations-schemas.ts';
import { decimalComma } from '../../../../domain/money.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { useUnsavedChangesGuard } from '../../../lib/useUnsavedChangesGuard.ts';
import { donationSettingsKeys } from './queryKeys.ts';

/**
 * The settings as the server answers them, with whether a signature image is printed and the
 * association's address the receipts print (changed in the association's settings).
 */
export type DonationSettingsView = DonationSettings & { has_signature: boolean; association_address: string };

/** What the inputs hold: the maximum may be empty, the suggested amounts are typed « 20 ; 50 ; 100 ». */
export type DonationSettingsForm = Omit<
  DonationSettings,
  'legal_status' | 'max_amount' | 'suggested_amounts'
> & {
  legal_status: ReceiptLegalStatus | null;
  max_amount: number | string;
  suggested_amounts: string;
};

/** « 20 », « 80,50 »: no thousands' space, which would read as two amounts. */
const frenchAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : decimalComma(amount));

function toForm({
  has_signature: _signature,
  association_address: _address,
  ...settings
}: DonationSettingsView): DonationSettingsForm {
  return {
    ...settings,
    suggested_amounts: settings.suggested_amounts.map(frenchAmount).join(' ; '),
  };
}

/** « 20 ; 50 ; 80,50 »: amounts apart by semicolons or spaces, French decimals. */
const parseAmounts = (text: string) =>
  text
    .split(/[;\s]+/)
    .filter(Boolean)
    .map((amount) => Number(amount.replace(',', '.')));

function toInput(values: DonationSettingsForm): unknown {
  return {
    ...values,
    // An empty number field is not a zero: the schema says it is missing.
    max_amount: values.max_amount === '' ? Number.NaN : Number(values.max_amount),
    suggested_amounts: parseAmounts(values.suggested_amounts),
  };
}

/** The amounts and the articles are one input each: a message about one of them belongs to it. */
function onFormFields(errors: FormErrors): FormErrors {
  const merged: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    merged[path.replace(/^(suggested_amounts|articles)\.\d+$/, '$1')] ??= message;
  }
  return merged;
}

const validate = (values: DonationSettingsForm) =>
  onFormFields(
    schemaResolver(donationSettingsSchema, { sync: true })(toInput(values) as DonationSettingsForm),
  );

/** The donation settings page: the saved settings, the form, the save and its notifications. */
export function useDonationSettingsForm() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: donationSettingsKeys.all,
    queryFn: () => api.GET('/api/admin/donations/settings'),
  });
  const form = useForm<DonationSettingsForm>({ mode: 'controlled', validate });
  const { initialize } = form;

  // Filled once the saved settings arrive; `initialize` ignores later calls.
  useEffect(() => {
    if (query.data) initialize(toForm(query.data));
  }, [query.data, initialize]);

  useUnsavedChangesGuard(form.initialized && form.isDirty());

  const save = useNotifiedMutation({
    mutationFn: (body: DonationSettings) => api.PUT('/api/admin/donations/settings', { body }),
    success: 'Paramètres des dons enregistrés',
    onSuccess: (saved) => {
      queryClient.setQueryData(donationSettingsKeys.all, saved);
      const values = toForm(saved);
      form.setValues(values);
      form.resetDirty(values);
    },
    failure: (error) => getErrorMessage(error, 'Erreur lors de l’enregistrement des paramètres des dons'),
    form: { setErrors: (errors) => form.setErrors(onFormFields(errors)) },
  });

  const handleSubmit = form.onSubmit(
    (values) => save.mutate(donationSettingsSchema.parse(toInput(values))),
    () => notifyError('Certains champs sont à corriger'),
  );

  return {
    form,
    handleSubmit,
    settings: query.data,
    isLoading: query.isLoading,
    isLoaded: query.data !== undefined && form.initialized,
    loadError: query.isError ? 'Impossible de charger les paramètres des dons' : null,
    refresh: () => void query.refetch(),
    isSaving: save.isPending,
  };
}
