import {
  Checkbox,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DONATION_NATURE_LABELS,
  DONATION_NATURES,
  DONOR_KIND_LABELS,
  DONOR_KINDS,
} from '../../../../domain/donations.ts';
import type { AdminDonation } from '../../../../domain/donations-list.ts';
import { PAYMENT_MODE_OPTIONS } from '../../../../domain/members.ts';
import { ChequeFields } from '../../../lib/ChequeFields.tsx';
import { EURO_INPUT_PROPS } from '../../../lib/euro-input.ts';
import { FormActions } from '../../../lib/FormActions.tsx';
import { FrenchDateInput } from '../../../lib/FrenchDateInput.tsx';
import { MemberPicker } from '../../../lib/MemberPicker.tsx';
import { type Giver, useDonationForm } from './useDonationForm.ts';

const NATURE_OPTIONS = DONATION_NATURES.map((value) => ({ value, label: DONATION_NATURE_LABELS[value] }));
const KIND_OPTIONS = DONOR_KINDS.map((value) => ({ value, label: DONOR_KIND_LABELS[value] }));
const GIVERS: { value: Giver; label: string }[] = [
  { value: 'autre', label: 'Donateur non adhérent' },
  { value: 'membre', label: 'Membre' },
];

type DonationFormModalProps = {
  /** null: a new gift. Mounted while open, so each opening starts from these values. */
  gift: AdminDonation | null;
  onClose: () => void;
};

export function DonationFormModal({ gift, onClose }: DonationFormModalProps) {
  const { form, handleSubmit, isSaving } = useDonationForm(gift, onClose);
  const { donor_kind, giver, nature } = form.values;
  const company = donor_kind === 'entreprise';
  const member = !company && giver === 'membre';

  return (
    <Modal
      opened
      onClose={onClose}
      title={gift ? 'Modifier le don' : 'Enregistrer un don'}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Particulier ou entreprise"
            data={KIND_OPTIONS}
            {...form.getInputProps('donor_kind')}
          />
          {company ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Raison sociale" withAsterisk {...form.getInputProps('raison_sociale')} />
              <TextInput label="N° SIREN" withAsterisk {...form.getInputProps('siren')} />
            </SimpleGrid>
          ) : (
            <SegmentedControl aria-label="Donateur" data={GIVERS} {...form.getInputProps('giver')} />
          )}
          {member ? (
            <MemberPicker
              label="Membre"
              placeholder="Tapez une partie de son nom"
              withAsterisk
              value={form.values.user_id}
              onChange={(memberId) => form.setFieldValue('user_id', memberId)}
              error={form.errors.user_id}
            />
          ) : (
            <>
              {company && (
                <Text size="sm" c="dimmed">
                  La personne à qui l’association s’adresse dans l’entreprise
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Prénom" withAsterisk {...form.getInputProps('prenom')} />
                <TextInput label="Nom" withAsterisk {...form.getInputProps('nom')} />
              </SimpleGrid>
              <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            </>
          )}
          <TextInput
            label={company ? 'Adresse du siège' : 'Adresse'}
            description={
              member ? 'Laissée vide, c’est celle de la fiche du membre' : 'Requise pour un reçu fiscal'
            }
            {...form.getInputProps('adresse')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Code postal" {...form.getInputProps('code_postal')} />
            <TextInput label="Ville" {...form.getInputProps('ville')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={nature === 'nature' ? 'Valeur' : 'Montant'}
              withAsterisk
              {...EURO_INPUT_PROPS}
              {...form.getInputProps('amount')}
            />
            <FrenchDateInput label="Date du don" withAsterisk {...form.getInputProps('donated_on')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Nature"
              data={NATURE_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('nature')}
            />
            {nature === 'numeraire' && (
              <Select
                label="Mode de paiement"
                data={PAYMENT_MODE_OPTIONS}
                allowDeselect={false}
                withAsterisk
                {...form.getInputProps('mode_paiement')}
              />
            )}
          </SimpleGrid>
          {nature === 'numeraire' && form.values.mode_paiement === 'Chèque' && (
            <ChequeFields inputProps={form.getInputProps} />
          )}
          {nature === 'nature' && (
            <TextInput
              label="Description du don en nature"
              withAsterisk
              {...form.getInputProps('in_kind_description')}
            />
          )}
          <Checkbox
            label="Reçu fiscal souhaité"
            {...form.getInputProps('receipt_wanted', { type: 'checkbox' })}
          />
          {!gift && (
            <Text size="sm" c="dimmed">
              Le reçu est émis à l’enregistrement quand les reçus sont activés, un par don, et que l’adresse
              du donateur est connue.
            </Text>
          )}
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
