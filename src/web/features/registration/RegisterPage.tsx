import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { CreditCard, TriangleExclamationPoint } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../layout/PublicPageFrame.tsx';
import { formatEuros } from '../../lib/format.ts';
import { IdentityFields } from '../../lib/IdentityFields.tsx';
import { OfferCards } from '../offers/choice/OfferCards.tsx';
import { OfferChoiceFields } from '../offers/choice/OfferChoiceFields.tsx';
import { useRegister } from './useRegister.ts';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const { form, choice, handleSubmit, isDraftRestored, isRedirecting } = useRegister(
    searchParams.get('inscription'),
  );
  const { total, chosen } = choice;
  // One offer is no choice: the page reads as it did before offers, its price on the last line.
  const isChoosing = choice.offers.length > 1;
  const isFree = total === 0;

  return (
    <PublicPageFrame width={560}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            Adhérer à l'association
          </Title>
          {searchParams.get('annule') === '1' && (
            <Alert color="orange" icon={<TriangleExclamationPoint size={18} />}>
              Paiement annulé : votre inscription n'est pas terminée.
              {isDraftRestored &&
                ' Vos informations sont reprises : saisissez de nouveau votre mot de passe.'}
            </Alert>
          )}
          <IdentityFields form={form}>
            <PasswordInput
              label="Mot de passe"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
          </IdentityFields>
          {isChoosing ? (
            <OfferCards choice={choice}>
              <OfferChoiceFields choice={choice} />
            </OfferCards>
          ) : (
            <OfferChoiceFields choice={choice} />
          )}
          <Text size="sm" fw={500}>
            Adhésion annuelle{isChoosing && chosen ? ` (${chosen.name})` : ''} :{' '}
            {total === null ? '…' : formatEuros(total)}
          </Text>
          <Button
            type="submit"
            loading={isRedirecting}
            leftSection={isFree ? undefined : <CreditCard size={18} />}
            disabled={!choice.isLoading && !chosen}
            fullWidth
          >
            {isFree ? 'Envoyer ma demande d’adhésion' : 'Payer mon adhésion'}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Déjà membre ? Se connecter
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/don" c="dimmed">
              Faire un don sans adhérer
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicPageFrame>
  );
}
