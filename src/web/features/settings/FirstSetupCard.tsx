import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { SeasonSettings } from './SeasonSettings.tsx';
import { useFirstSetup } from './useFirstSetup.ts';

/**
 * Asked of the first administrator on the dashboard, once: the association's name, address and
 * membership year, prefilled with the installation's values. Either button hides it for good.
 */
export function FirstSetupCard() {
  const setup = useFirstSetup();
  if (!setup.isShown) return null;
  const { form } = setup;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premiers-pas">
      <form onSubmit={setup.handleSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="premiers-pas">
              Bienvenue : présentez votre association
            </Title>
            <Text size="sm" c="dimmed">
              Ces informations figurent dans l’en-tête, les mails et les documents. Vous pourrez les changer à
              tout moment dans les paramètres.
            </Text>
          </div>
          <TextInput label="Nom de l'association" withAsterisk {...form.getInputProps('name')} />
          <Textarea
            label="Adresse"
            description="Imprimée sur les attestations d'adhésion, les reçus fiscaux et les procès-verbaux"
            autosize
            minRows={2}
            {...form.getInputProps('address')}
          />
          <SeasonSettings form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={setup.handleSkip} loading={setup.isSkipping}>
              Plus tard
            </Button>
            <Button type="submit" loading={setup.isSaving}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
