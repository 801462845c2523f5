import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { FileDown, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { MINUTES_MESSAGES } from '../../../../domain/assembly-minutes.ts';
import { openConfirmModal } from '../../../lib/confirmModalsHost.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MemberPicker } from '../../../lib/MemberPicker.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { useMinutes } from './useMinutes.ts';

type MinutesPanelProps = { agId: string; onFinalised: () => Promise<unknown> };

function confirmFinalise(onConfirm: () => void) {
  openConfirmModal({
    title: 'Finaliser le procès-verbal',
    children: <Text size="sm">{MINUTES_MESSAGES.confirmFinalise}</Text>,
    labels: { confirm: 'Finaliser', cancel: 'Annuler' },
    onConfirm,
  });
}

/**
 * The minutes of an AG: drafted from the AG, edited and saved by the secretary, then finalised
 * once the AG is over (their PDF joins the AG's documents and they no longer change).
 */
export function MinutesPanel({ agId, onFinalised }: MinutesPanelProps) {
  const editor = useMinutes(agId, onFinalised);
  const [withComments, setWithComments] = useState(false);
  const { minutes, form } = editor;
  if (!minutes) return <QueryState query={editor.query} compact />;
  const isFinalised = minutes.finalised_at !== null;
  const pdfButton = (
    <Button
      variant="default"
      leftSection={<FileDown size={16} />}
      loading={editor.isDownloading}
      onClick={editor.downloadPdf}
    >
      {isFinalised ? 'Télécharger le procès-verbal' : 'Aperçu PDF'}
    </Button>
  );

  if (isFinalised) {
    return (
      <Stack gap="sm">
        <Text size="sm">Procès-verbal finalisé le {formatDateTime(minutes.finalised_at ?? '')}.</Text>
        <Textarea label="Texte du procès-verbal" value={minutes.text ?? ''} readOnly autosize maxRows={20} />
        <Group>{pdfButton}</Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={editor.handleSubmit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <MemberPicker
            label="Président(e) de séance"
            placeholder="Un membre présent"
            clearable
            value={form.values.chair_id}
            onChange={(memberId) => form.setFieldValue('chair_id', memberId)}
            error={form.errors.chair_id}
          />
          <MemberPicker
            label="Secrétaire de séance"
            placeholder="Un membre présent"
            clearable
            value={form.values.secretary_id}
            onChange={(memberId) => form.setFieldValue('secretary_id', memberId)}
            error={form.errors.secretary_id}
          />
        </Group>
        <Group gap="sm">
          <Checkbox
            label="Résumer les commentaires des membres"
            checked={withComments}
            onChange={(event) => setWithComments(event.currentTarget.checked)}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<RotateCcw size={14} />}
            onClick={() => editor.redraft(withComments)}
          >
            Repartir du brouillon
          </Button>
        </Group>
        <Textarea
          label="Texte du procès-verbal"
          description={
            minutes.text === null
              ? 'Brouillon rédigé à partir de l’assemblée : relisez-le, complétez-le, enregistrez-le.'
              : undefined
          }
          autosize
          minRows={8}
          maxRows={25}
          {...form.getInputProps('text')}
        />
        {!minutes.can_finalise && (
          <Alert color="gray" variant="light">
            {MINUTES_MESSAGES.notTerminated}.
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={editor.isSaving}>
            Enregistrer
          </Button>
          {pdfButton}
          <Button
            color="teal"
            disabled={!minutes.can_finalise || form.isDirty()}
            loading={editor.isFinalising}
            onClick={() => confirmFinalise(editor.finalise)}
          >
            Finaliser le procès-verbal
          </Button>
        </Group>
        {minutes.can_finalise && form.isDirty() && (
          <Text size="xs" c="dimmed">
            Enregistrez vos modifications avant de finaliser.
          </Text>
        )}
      </Stack>
    </form>
  );
}
