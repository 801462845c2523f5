import { Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  ADHESION_STATUS_BADGES,
  EDITABLE_ADHESION_STATUSES,
  formatLastDayCovered,
  PAYMENT_MODE_OPTIONS,
} from '../../../domain/members.ts';
import type { AdminAdhesion, AdminUser } from '../../../domain/members-schemas.ts';
import type { AdminOffer } from '../../../domain/membership-offers-schemas.ts';
import { ROLLING_YEAR } from '../../../domain/seasons.ts';
import { ChequeFields } from '../../lib/ChequeFields.tsx';
import { EURO_INPUT_PROPS } from '../../lib/euro-input.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { FrenchDateInput } from '../../lib/FrenchDateInput.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useAssociation } from '../../lib/useAssociation.ts';
import { useAddAdhesionForm, useEditAdhesionForm } from './useAdhesionForms.ts';
import { defaultOffer, offerOptions, useAdhesionOfferChoices } from './useAdhesionOfferChoices.ts';

/** The offer gives the member status: the spec's form called this choice « Type de membre ». */
const OFFER_LABEL = 'Offre (type de membre)';

const STATUS_OPTIONS = EDITABLE_ADHESION_STATUSES.map((statut) => ({
  value: statut,
  label: ADHESION_STATUS_BADGES[statut].label,
}));

/** The modal, its form drawn once the offers it chooses from are read. */
function OffersModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: (offers: AdminOffer[]) => ReactNode;
}) {
  const choices = useAdhesionOfferChoices();
  return (
    <Modal opened onClose={onClose} title={title}>
      <QueryState query={choices} compact>
        {children(choices.offers)}
      </QueryState>
    </Modal>
  );
}

type AddProps = { user: AdminUser; onClose: () => void };

export function AddAdhesionModal({ user, onClose }: AddProps) {
  return (
    <OffersModal title={`Ajouter une adhésion — ${user.prenom} ${user.nom}`} onClose={onClose}>
      {(offers) => <AddAdhesionForm user={user} offers={offers} onClose={onClose} />}
    </OffersModal>
  );
}

function AddAdhesionForm({ user, offers, onClose }: AddProps & { offers: AdminOffer[] }) {
  const season = useAssociation()?.season ?? ROLLING_YEAR;
  const { form, chooseOffer, endDate, handleSubmit, isSaving } = useAddAdhesionForm(
    user.id,
    { offers, first: defaultOffer(offers), season },
    onClose,
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label={OFFER_LABEL}
          withAsterisk
          data={offerOptions(offers)}
          allowDeselect={false}
          value={form.values.offer_id}
          onChange={(value) => value && chooseOffer(value)}
          error={form.errors.offer_id}
        />
        <NumberInput label="Montant" withAsterisk {...EURO_INPUT_PROPS} {...form.getInputProps('montant')} />
        <FrenchDateInput label="Date de début" withAsterisk {...form.getInputProps('date_debut')} />
        <Select
          label="Mode de paiement"
          placeholder="Choisir…"
          withAsterisk
          data={PAYMENT_MODE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('mode_paiement')}
        />
        {form.values.mode_paiement === 'Chèque' && <ChequeFields inputProps={form.getInputProps} />}
        {endDate && (
          <Text size="sm" c="dimmed">
            Fin de l'adhésion : {formatLastDayCovered(endDate)}
          </Text>
        )}
        <FormActions isSaving={isSaving} onCancel={onClose} />
      </Stack>
    </form>
  );
}

type EditProps = { adhesion: AdminAdhesion; onClose: () => void };

export function EditAdhesionModal({ adhesion, onClose }: EditProps) {
  return (
    <OffersModal title="Modifier l'adhésion" onClose={onClose}>
      {(offers) => <EditAdhesionForm adhesion={adhesion} offers={offers} onClose={onClose} />}
    </OffersModal>
  );
}

function EditAdhesionForm({ adhesion, offers, onClose }: EditProps & { offers: AdminOffer[] }) {
  const { form, handleSubmit, isSaving } = useEditAdhesionForm(adhesion, onClose);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {adhesion.household_payer && (
          <Text size="sm" c="dimmed">
            Foyer de {adhesion.household_payer} : le paiement est sur son adhésion.
          </Text>
        )}
        <Select
          label={OFFER_LABEL}
          withAsterisk
          data={offerOptions(offers, adhesion.offer_id)}
          allowDeselect={false}
          {...form.getInputProps('offer_id')}
        />
        <NumberInput label="Montant" withAsterisk {...EURO_INPUT_PROPS} {...form.getInputProps('montant')} />
        <FrenchDateInput label="Date de début" withAsterisk {...form.getInputProps('date_debut')} />
        <FrenchDateInput label="Date de fin" withAsterisk {...form.getInputProps('date_fin')} />
        <Select
          label="Mode de paiement"
          placeholder="Non renseigné"
          data={PAYMENT_MODE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('mode_paiement')}
        />
        {form.values.mode_paiement === 'Chèque' && <ChequeFields inputProps={form.getInputProps} />}
        <Select
          label="Statut"
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('statut')}
        />
        <FormActions isSaving={isSaving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
