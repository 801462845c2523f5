import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  RECEIPT_ARTICLE_LABELS,
  RECEIPT_ARTICLES,
  RECEIPT_LEGAL_STATUS_LABELS,
  RECEIPT_LEGAL_STATUSES,
  RECEIPT_MODE_LABELS,
  RECEIPT_MODES,
} from '../../../../domain/donations.ts';
import { EURO_INPUT_PROPS } from '../../../lib/euro-input.ts';
import { PageTitle } from '../../../lib/PageTitle.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { SettingsSection } from '../../../lib/SettingsSection.tsx';
import { ReceiptAddress } from './ReceiptAddress.tsx';
import { SignatureField } from './SignatureField.tsx';
import { useDonationSettingsForm } from './useDonationSettingsForm.ts';

const LEGAL_STATUS_OPTIONS = RECEIPT_LEGAL_STATUSES.map((value) => ({
  value,
  label: RECEIPT_LEGAL_STATUS_LABELS[value],
}));

export function DonationSettingsPage() {
  const page = useDonationSettingsForm();
  const { form, handleSubmit, isSaving } = page;
  // Each mention of the CERFA is required only once receipts are on.
  const required = form.initialized && form.getValues().receipts_enabled;

  return (
    <Stack gap="lg">
      <PageTitle />
      <QueryState query={page} isEmpty={!page.isLoaded}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="lg">
            <SettingsSection title="Reçus fiscaux">
              <Switch
                label="Émettre des reçus fiscaux"
                description="Seuls les organismes que liste le CERFA n° 11580 peuvent en émettre"
                {...form.getInputProps('receipts_enabled', { type: 'checkbox' })}
              />
              <Radio.Group label="Émission" {...form.getInputProps('receipt_mode')}>
                <Group mt="xs">
                  {RECEIPT_MODES.map((mode) => (
                    <Radio key={mode} value={mode} label={RECEIPT_MODE_LABELS[mode]} />
                  ))}
                </Group>
              </Radio.Group>
              <Checkbox
                label="Délivrer aussi un reçu pour les cotisations"
                description="Avec les reçus annuels ; l’attestation d’adhésion ne dit plus « sans valeur fiscale »"
                {...form.getInputProps('receipt_fees', { type: 'checkbox' })}
              />
            </SettingsSection>
            <SettingsSection title="Mentions du reçu">
              <Select
                label="Statut de l’organisme"
                placeholder="Choisir le statut"
                data={LEGAL_STATUS_OPTIONS}
                withAsterisk={required}
                clearable
                // Choosing the status shown again keeps it: only the clear button empties it.
                allowDeselect={false}
                comboboxProps={{ width: 'target' }}
                {...form.getInputProps('legal_status')}
              />
              <Textarea
                label="Objet de l’association"
                description="Tel que les statuts le formulent"
                withAsterisk={required}
                autosize
                minRows={2}
                {...form.getInputProps('object')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Numéro RNA ou SIREN"
                  placeholder="W751234567"
                  withAsterisk={required}
                  {...form.getInputProps('identifier')}
                />
              </SimpleGrid>
              <ReceiptAddress address={page.settings?.association_address ?? ''} />
              <Checkbox.Group
                label="Articles du CGI ouvrant droit à la réduction d’impôt"
                withAsterisk={required}
                {...form.getInputProps('articles')}
              >
                <Stack gap="xs" mt="xs">
                  {RECEIPT_ARTICLES.map((article) => (
                    <Checkbox key={article} value={article} label={RECEIPT_ARTICLE_LABELS[article]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </SettingsSection>
            <SettingsSection title="Signataire">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Nom du signataire"
                  withAsterisk={required}
                  {...form.getInputProps('signatory_name')}
                />
                <TextInput
                  label="Fonction du signataire"
                  placeholder="Trésorière"
                  withAsterisk={required}
                  {...form.getInputProps('signatory_function')}
                />
              </SimpleGrid>
              <SignatureField hasSignature={page.settings?.has_signature ?? false} />
            </SettingsSection>
            <SettingsSection title="Page de don">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label="Don maximum"
                  withAsterisk
                  {...EURO_INPUT_PROPS}
                  min={1}
                  {...form.getInputProps('max_amount')}
                />
                <TextInput
                  label="Montants proposés (€)"
                  description="Séparés par des points-virgules, par exemple 20 ; 50 ; 100 (six au plus)"
                  {...form.getInputProps('suggested_amounts')}
                />
              </SimpleGrid>
            </SettingsSection>
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                Enregistrer
              </Button>
            </Group>
          </Stack>
        </form>
      </QueryState>
    </Stack>
  );
}
