import { Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  ADHESION_STATUS_BADGES,
  ADHESION_STATUSES,
  ADHESION_TYPE_LABELS,
  ADHESION_TYPES,
  type AdhesionType,
  type Fees,
  PAYMENT_MODES,
} from '../../../domain/members.ts';
import type { Adhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { EURO_INPUT_PROPS } from '../../lib/euro-input.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { formatDate } from '../../lib/format.ts';
import { useAddAdhesionForm, useEditAdhesionForm } from './useAdhesionForms.ts';

const TYPE_OPTIONS = ADHESION_TYPES.map((type) => ({ value: type, label: ADHESION_TYPE_LABELS[type] }));
const STATUS_OPTIONS = ADHESION_STATUSES.map((statut) => ({
  value: statut,
  label: ADHESION_STATUS_BADGES[statut].label,
}));

type AddProps = { user: AdminUser; fees: Fees; onClose: () => void };

export function AddAdhesionModal({ user, fees, onClose }: AddProps) {
  const { form, chooseType, endDate, handleSubmit, isSaving } = useAddAdhesionForm(user.id, fees, onClose);
  return (
    <Modal opened onClose={onClose} title={`Ajouter une adhésion — ${user.prenom} ${user.nom}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label="Type de membre"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            value={form.values.type}
            onChange={(value) => value && chooseType(value as AdhesionType)}
            error={form.errors.type}
          />
          <NumberInput
            label="Montant"
            withAsterisk
            {...EURO_INPUT_PROPS}
            {...form.getInputProps('montant')}
          />
          <FrenchDateInput label="Date de début" withAsterisk {...form.getInputProps('date_debut')} />
          <Select
            label="Mode de paiement"
            placeholder="Choisir…"
            withAsterisk
            data={[...PAYMENT_MODES]}
            allowDeselect={false}
            {...form.getInputProps('mode_paiement')}
          />
          {endDate && (
            <Text size="sm" c="dimmed">
              Fin de l'adhésion : {formatDate(endDate)}
            </Text>
          )}
          <FormActions isSaving={isSaving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

export function EditAdhesionModal({ adhesion, onClose }: { adhesion: Adhesion; onClose: () => void }) {
  const { form, handleSubmit, isSaving } = useEditAdhesionForm(adhesion, onClose);
  return (
    <Modal opened onClose={onClose} title="Modifier l'adhésion">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label="Type de membre"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label="Montant"
            withAsterisk
            {...EURO_INPUT_PROPS}
            {...form.getInputProps('montant')}
          />
          <FrenchDateInput label="Date de début" withAsterisk {...form.getInputProps('date_debut')} />
          <FrenchDateInput label="Date de fin" withAsterisk {...form.getInputProps('date_fin')} />
          <Select
            label="Mode de paiement"
            placeholder="Non renseigné"
            data={[...PAYMENT_MODES]}
            allowDeselect={false}
            {...form.getInputProps('mode_paiement')}
          />
          <Select
            label="Statut"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('statut')}
          />
          <FormActions isSaving={isSaving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
