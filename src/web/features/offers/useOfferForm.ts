import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import type { AdhesionType } from '../../../domain/members.ts';
import type { OfferPricing } from '../../../domain/membership-offers.ts';
import {
  type AdminOffer,
  type OfferInput,
  offerInputSchema,
} from '../../../domain/membership-offers-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { OFFER_READS } from './useAdminOffers.ts';

/** What the inputs hold: amounts may be empty, the benefits are typed one a line. */
export type OfferForm = Omit<
  OfferInput,
  'benefits' | 'price' | 'min_price' | 'condition' | 'household_size' | 'position'
> & {
  benefits: string;
  price: number | string;
  min_price: number | string;
  condition: string;
  is_household: boolean;
  household_size: number | string;
  position: number | string;
};

function toForm(offer: AdminOffer | null, nextPosition: number): OfferForm {
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    benefits: offer?.benefits.join('\n') ?? '',
    type: offer?.type ?? ('standard' satisfies AdhesionType),
    pricing: offer?.pricing ?? ('fixe' satisfies OfferPricing),
    price: offer?.price ?? '',
    min_price: offer?.min_price ?? '',
    condition: offer?.condition ?? '',
    is_household: Boolean(offer?.household_size),
    household_size: offer?.household_size ?? 4,
    open_to_registration: offer?.open_to_registration ?? true,
    open_to_renewal: offer?.open_to_renewal ?? true,
    position: offer?.position ?? nextPosition,
    archived: offer?.archived ?? false,
  };
}

/** An empty number field is not a zero: the schema says it is missing. */
const toNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/**
 * The offer the form describes. A field the chosen pricing hides (the minimum of a « prix libre »,
 * the condition of a reduced price, the size of a household) is sent as none, and comes back
 * as typed if the administrator changes their mind before saving.
 */
function toInput({ is_household, ...values }: OfferForm): unknown {
  return {
    ...values,
    benefits: values.benefits
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    price: toNumber(values.price),
    min_price: values.pricing === 'libre' ? toNumber(values.min_price) : null,
    condition: values.pricing === 'reduit' ? values.condition : null,
    household_size: is_household ? toNumber(values.household_size) : null,
    position: toNumber(values.position),
  };
}

/** The benefits are one input: a message about the third line belongs to it. */
function onFormFields(errors: FormErrors): FormErrors {
  const merged: FormErrors = {};
  for (const [path, message] of Object.entries(errors))
    merged[path.replace(/^benefits\.\d+$/, 'benefits')] ??= message;
  return merged;
}

const validate = (values: OfferForm) =>
  onFormFields(schemaResolver(offerInputSchema, { sync: true })(toInput(values) as OfferInput));

/** The add / edit offer modal (`offer` null: a new one): form, save and notifications. */
export function useOfferForm(offer: AdminOffer | null, nextPosition: number, onDone: () => void) {
  const form = useForm<OfferForm>({ initialValues: toForm(offer, nextPosition), validate });

  const save = useNotifiedMutation({
    mutationFn: (body: OfferInput) =>
      offer
        ? api.PUT('/api/admin/offers/{id}', { params: { path: { id: offer.id } }, body })
        : api.POST('/api/admin/offers', { body }),
    onSuccess: onDone,
    success: offer ? 'Offre modifiée' : 'Offre ajoutée',
    invalidates: OFFER_READS,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de l'offre"),
    form: { setErrors: (errors) => form.setErrors(onFormFields(errors)) },
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(offerInputSchema.parse(toInput(values))));

  return { form, handleSubmit, isSaving: save.isPending };
}
