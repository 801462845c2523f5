import {
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_YEARS_KEPT, REMINDER_PLACEHOLDERS } from '../../../domain/settings.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { SettingsSection } from '../../lib/SettingsSection.tsx';
import { AssemblyRulesSettings } from '../assemblies/AssemblyRulesSettings.tsx';
import { ModulesSection } from '../modules/ModulesSection.tsx';
import { OffersSection } from '../offers/OffersSection.tsx';
import { BackupDownloadForm, BackupSettings } from './BackupSettings.tsx';
import { LogoField } from './LogoField.tsx';
import { SeasonSettings } from './SeasonSettings.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const PLACEHOLDERS_HELP = `Mots remplacés dans chaque mail : ${REMINDER_PLACEHOLDERS.join(', ')}`;

export function SettingsPage() {
  const settings = useSettingsForm();
  const { form, handleSubmit, isSaving } = settings;

  return (
    <Stack gap="lg">
      <PageTitle />
      {/* Loaded a moment before the form is filled: nothing shows in between. */}
      <QueryState query={settings} isEmpty={!settings.isLoaded}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="lg">
            <SettingsSection title="Association">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nom de l'association" withAsterisk {...form.getInputProps('name')} />
                <TextInput
                  label="Initiales"
                  description="Références des dossiers, calendriers des AG"
                  withAsterisk
                  {...form.getInputProps('initials')}
                />
              </SimpleGrid>
              <TextInput
                label="Email de contact"
                type="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <Textarea
                label="Adresse"
                description="Imprimée sur les attestations d'adhésion, les reçus fiscaux et les procès-verbaux"
                autosize
                minRows={2}
                {...form.getInputProps('address')}
              />
            </SettingsSection>
            <SettingsSection title="Saison d'adhésion">
              <SeasonSettings form={form} />
            </SettingsSection>
            <SettingsSection title="Relances de renouvellement">
              <Switch
                label="Envoyer les relances"
                {...form.getInputProps('reminders_enabled', { type: 'checkbox' })}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Jours avant la fin de l'adhésion"
                  description="Séparés par des virgules, par exemple 30, 7"
                  {...form.getInputProps('reminder_days_before')}
                />
                <NumberInput
                  label="Jours après la fin de l'adhésion"
                  description="Vide : pas de relance après la fin"
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('reminder_days_after')}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {PLACEHOLDERS_HELP}
              </Text>
              <TextInput
                label="Objet avant la fin"
                withAsterisk
                {...form.getInputProps('reminder_before_subject')}
              />
              <Textarea
                label="Texte avant la fin"
                withAsterisk
                autosize
                minRows={4}
                {...form.getInputProps('reminder_before_body')}
              />
              <TextInput
                label="Objet après la fin"
                withAsterisk
                {...form.getInputProps('reminder_after_subject')}
              />
              <Textarea
                label="Texte après la fin"
                withAsterisk
                autosize
                minRows={4}
                {...form.getInputProps('reminder_after_body')}
              />
            </SettingsSection>
            <SettingsSection title="Messages aux membres">
              <Switch
                label="Montrer aux nouveaux membres les informations de la saison"
                description="Les informations envoyées à tous les membres depuis le 1er septembre apparaissent dans « Messages de l'association » d'un membre arrivé après leur envoi"
                {...form.getInputProps('messages_archive_newcomers', { type: 'checkbox' })}
              />
              <NumberInput
                label="Destinataires des messages conservés (années)"
                description="Qui a reçu quoi, dans l'historique des envois et l'archive des membres ; au-delà, la tâche de nuit l'efface"
                withAsterisk
                min={1}
                max={MAX_YEARS_KEPT}
                allowDecimal={false}
                {...form.getInputProps('messages_kept_years')}
              />
              <NumberInput
                label="Destinataires des convocations conservés (années)"
                description="La preuve de convocation des assemblées générales (« Vie statutaire »)"
                withAsterisk
                min={1}
                max={MAX_YEARS_KEPT}
                allowDecimal={false}
                {...form.getInputProps('convocations_kept_years')}
              />
            </SettingsSection>
            <SettingsSection title="Assemblée générale">
              <AssemblyRulesSettings form={form} />
            </SettingsSection>
            <SettingsSection title="Sauvegardes">
              <BackupSettings form={form} />
            </SettingsSection>
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                Enregistrer
              </Button>
            </Group>
          </Stack>
        </form>
        <BackupDownloadForm />
      </QueryState>
      {/* Outside the settings form: the logo is saved as soon as it is chosen. */}
      <SettingsSection title="Logo">
        <LogoField />
      </SettingsSection>
      {/* Outside the settings form: each offer is saved on its own, from its own modal; read beside the settings, not after them. */}
      <SettingsSection title="Offres d'adhésion">
        <OffersSection />
      </SettingsSection>
      <SettingsSection title="Modules">
        <ModulesSection />
      </SettingsSection>
    </Stack>
  );
}
