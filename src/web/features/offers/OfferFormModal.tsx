import {
  Checkbox,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ADHESION_TYPE_LABELS, ADHESION_TYPES } from '../../../domain/members.ts';
import {
  MAX_HOUSEHOLD_SIZE,
  OFFER_PRICING_LABELS,
  OFFER_PRICINGS,
} from '../../../domain/membership-offers.ts';
import type { AdminOffer } from '../../../domain/membership-offers-schemas.ts';
import { EURO_INPUT_PROPS } from '../../lib/euro-input.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { useOfferForm } from './useOfferForm.ts';

const TYPE_OPTIONS = ADHESION_TYPES.map((value) => ({ value, label: ADHESION_TYPE_LABELS[value] }));
const PRICING_OPTIONS = OFFER_PRICINGS.map((value) => ({ value, label: OFFER_PRICING_LABELS[value] }));
const PRICE_LABELS = { fixe: 'Prix', reduit: 'Prix réduit', libre: 'Montant suggéré' } as const;

type OfferFormModalProps = {
  /** null: a new offer. Mounted while open, so each opening starts from these values. */
  offer: AdminOffer | null;
  nextPosition: number;
  onClose: () => void;
};

export function OfferFormModal({ offer, nextPosition, onClose }: OfferFormModalProps) {
  const { form, handleSubmit, isSaving } = useOfferForm(offer, nextPosition, onClose);
  const { pricing, is_household, open_to_registration, open_to_renewal } = form.values;

  return (
    <Modal
      opened
      onClose={onClose}
      title={offer ? "Modifier l'offre" : 'Ajouter une offre'}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Nom de l'offre" withAsterisk {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Textarea
            label="Avantages"
            description="Un avantage par ligne, montrés sur la carte de l'offre"
            autosize
            minRows={3}
            {...form.getInputProps('benefits')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Statut de membre donné"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('type')}
            />
            <Select
              label="Tarification"
              data={PRICING_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('pricing')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={PRICE_LABELS[pricing]}
              withAsterisk
              {...EURO_INPUT_PROPS}
              {...form.getInputProps('price')}
            />
            {pricing === 'libre' && (
              <NumberInput
                label="Montant minimum"
                withAsterisk
                {...EURO_INPUT_PROPS}
                {...form.getInputProps('min_price')}
              />
            )}
          </SimpleGrid>
          {pricing === 'reduit' && (
            <TextInput
              label="Condition du tarif réduit"
              description="Montrée au membre avec le prix"
              placeholder="étudiants, demandeurs d'emploi"
              withAsterisk
              {...form.getInputProps('condition')}
            />
          )}
          <Switch
            label="Adhésion foyer"
            description="Le payeur ajoute les autres membres du foyer, qui reçoivent chacun une invitation"
            {...form.getInputProps('is_household', { type: 'checkbox' })}
          />
          {is_household && (
            <NumberInput
              label="Personnes au plus, payeur compris"
              withAsterisk
              min={2}
              max={MAX_HOUSEHOLD_SIZE}
              allowDecimal={false}
              {...form.getInputProps('household_size')}
            />
          )}
          <Stack gap="xs">
            <Checkbox
              label="Proposée à l'inscription en ligne"
              {...form.getInputProps('open_to_registration', { type: 'checkbox' })}
            />
            <Checkbox
              label="Proposée au renouvellement en ligne"
              {...form.getInputProps('open_to_renewal', { type: 'checkbox' })}
            />
            {!open_to_registration && !open_to_renewal && (
              <Text size="sm" c="dimmed">
                Seul un administrateur peut enregistrer une adhésion à cette offre.
              </Text>
            )}
          </Stack>
          <NumberInput
            label="Ordre d'affichage"
            description="Les offres sont présentées de la plus petite valeur à la plus grande"
            withAsterisk
            min={0}
            allowDecimal={false}
            {...form.getInputProps('position')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
