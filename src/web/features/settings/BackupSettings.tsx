import { Button, Group, NumberInput, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Download } from 'lucide-react';
import { MAX_BACKUPS_KEPT } from '../../../domain/settings.ts';
import type { SettingsForm } from './useSettingsForm.ts';

/**
 * A form, not a fetch: the browser streams the archive straight to the disk, however large the
 * files make it, instead of holding it in the page's memory. A POST, so that no other site's link
 * can have it built (the server checks the origin of a POST); `text/plain`, a body the server
 * reads without more ado, and empty.
 */
const BACKUP_DOWNLOAD_PATH = '/api/admin/backup';
const BACKUP_FORM_ID = 'telechargement-sauvegarde';

/** Outside the settings form: a form cannot hold another, and its submit would save the settings. */
export function BackupDownloadForm() {
  return <form id={BACKUP_FORM_ID} method="post" action={BACKUP_DOWNLOAD_PATH} encType="text/plain" hidden />;
}

export function BackupSettings({ form }: { form: UseFormReturnType<SettingsForm> }) {
  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm">
          La base de données et tous les fichiers déposés, en une archive ZIP. Elle se restaure avec « npm run
          restore », serveur arrêté.
        </Text>
        <Button type="submit" form={BACKUP_FORM_ID} variant="light" leftSection={<Download size={16} />}>
          Télécharger une sauvegarde
        </Button>
      </Group>
      <Switch
        label="Sauvegarde automatique chaque nuit"
        description="Dans le dossier des données du serveur (DATA_DIR/backups)"
        {...form.getInputProps('backups_enabled', { type: 'checkbox' })}
      />
      <NumberInput
        label="Sauvegardes conservées"
        description="Au-delà, les plus anciennes sont supprimées"
        withAsterisk
        min={1}
        max={MAX_BACKUPS_KEPT}
        allowDecimal={false}
        {...form.getInputProps('backups_kept')}
      />
    </>
  );
}
