// The public pages' first load leaves these out (first-load.css): this page brings its own.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CreditCard, TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DONOR_KIND_LABELS, DONOR_KINDS } from '../../../../domain/donations.ts';
import { PublicPageFrame } from '../../../layout/PublicPageFrame.tsx';
import { EURO_INPUT_PROPS } from '../../../lib/euro-input.ts';
import { formatEuros } from '../../../lib/format.ts';
import { IdentityFields } from '../../../lib/IdentityFields.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { useSession } from '../../../lib/useSession.ts';
import { useDonationPage } from './useDonationPage.ts';

const KIND_OPTIONS = DONOR_KINDS.map((value) => ({ value, label: DONOR_KIND_LABELS[value] }));

export function DonationPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const {
    form,
    donation,
    loading,
    receiptsEnabled,
    isAddressRequired,
    isCompany,
    minAmount,
    handleSubmit,
    isRedirecting,
  } = useDonationPage();
  const amount = form.values.amount;

  return (
    <PublicPageFrame width={560}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Faire un don à l'association
          </Title>
          {searchParams.get('annule') === '1' && (
            <Alert color="orange" icon={<TriangleExclamationPoint size={18} />}>
              Paiement annulé : aucun don n'a été enregistré.
            </Alert>
          )}
          {donation ? (
            <Stack gap="md">
              {donation.suggested_amounts.length > 0 && (
                <Group gap="xs" role="group" aria-label="Montants proposés">
                  {donation.suggested_amounts.map((suggested) => (
                    <Button
                      key={suggested}
                      variant={amount === suggested ? 'filled' : 'default'}
                      aria-pressed={amount === suggested}
                      onClick={() => form.setFieldValue('amount', suggested)}
                    >
                      {formatEuros(suggested)}
                    </Button>
                  ))}
                </Group>
              )}
              <NumberInput
                {...EURO_INPUT_PROPS}
                label="Montant du don"
                description={`Entre ${formatEuros(minAmount)} et ${formatEuros(donation.max_amount)}`}
                withAsterisk
                {...form.getInputProps('amount')}
              />
              {receiptsEnabled && (
                <Text size="sm" c="dimmed">
                  {isCompany
                    ? "Un don à l'association ouvre droit à une réduction d'impôt : pour une entreprise, 60 % de son montant, dans la limite de 20 000 € ou de 5 ‰ du chiffre d'affaires."
                    : "Un don à l'association ouvre droit à une réduction d'impôt : pour un particulier, 66 % de son montant, dans la limite de 20 % du revenu imposable."}
                </Text>
              )}
            </Stack>
          ) : (
            <QueryState query={loading} compact />
          )}
          <SegmentedControl
            aria-label="Particulier ou entreprise"
            data={KIND_OPTIONS}
            {...form.getInputProps('donor_kind')}
          />
          {isCompany && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Raison sociale"
                autoComplete="organization"
                withAsterisk
                {...form.getInputProps('raison_sociale')}
              />
              <TextInput label="N° SIREN" inputMode="numeric" withAsterisk {...form.getInputProps('siren')} />
            </SimpleGrid>
          )}
          <IdentityFields form={form} isAddressRequired={isAddressRequired}>
            {receiptsEnabled && (
              <Checkbox
                label="Je souhaite un reçu fiscal"
                {...form.getInputProps('receipt_wanted', { type: 'checkbox' })}
              />
            )}
          </IdentityFields>
          <Button
            type="submit"
            loading={isRedirecting}
            disabled={!donation}
            leftSection={<CreditCard size={18} />}
            fullWidth
          >
            {typeof amount === 'number' && amount > 0 ? `Donner ${formatEuros(amount)}` : 'Donner'}
          </Button>
          <Text size="sm" ta="center">
            {user ? (
              <Anchor component={Link} to="/">
                Retour à mon espace
              </Anchor>
            ) : (
              <Anchor component={Link} to="/register">
                Vous souhaitez aussi adhérer ? Adhérer à l'association
              </Anchor>
            )}
          </Text>
        </Stack>
      </form>
    </PublicPageFrame>
  );
}
