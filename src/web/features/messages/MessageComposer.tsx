import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { Save, Trash2 } from 'lucide-react';
import {
  COMPOSED_CATEGORIES,
  type ComposedCategory,
  MESSAGE_CATEGORY_LABELS,
} from '../../../domain/association-messages.ts';
import { AudienceBuilder } from './AudienceBuilder.tsx';
import { AudiencePreview } from './AudiencePreview.tsx';
import type { ComposerStart } from './composerStart.ts';
import { MessageEditor } from './MessageEditor.tsx';
import type { MessageDetail } from './messagesContract.ts';
import { SendPanel } from './SendPanel.tsx';
import { useAudiencePreview } from './useAudiencePreview.ts';
import { useMessageComposer } from './useMessageComposer.ts';

const CATEGORY_OPTIONS = COMPOSED_CATEGORIES.map((value) => ({
  value,
  label: MESSAGE_CATEGORY_LABELS[value],
}));

const CATEGORY_HINTS: Record<ComposedCategory, string> = {
  informations: 'Les membres qui ont choisi de ne plus recevoir les informations ne le recevront pas.',
  statutaire:
    'Envoyé à tous les destinataires, comme les statuts le demandent, même à ceux qui ne reçoivent plus les informations.',
};

/** Writing a draft: what it says, to whom, then a test and the sending. */
export function MessageComposer({
  message,
  start,
}: {
  message: MessageDetail | null;
  start?: ComposerStart;
}) {
  const composer = useMessageComposer(message, start);
  const { form } = composer;
  const values = form.getValues();
  const audience = useAudiencePreview(values.category, values.audience);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Contenu">
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="message-category">
              Catégorie
            </Text>
            <SegmentedControl
              aria-labelledby="message-category"
              data={CATEGORY_OPTIONS}
              w="fit-content"
              {...form.getInputProps('category')}
            />
            <Text size="xs" c="dimmed">
              {CATEGORY_HINTS[values.category]}
            </Text>
          </Stack>
          <TextInput label="Sujet" required maxLength={200} {...form.getInputProps('subject')} />
          <MessageEditor
            value={values.bodyHtml}
            onChange={(html) => form.setFieldValue('bodyHtml', html)}
            error={form.errors.bodyHtml as string | undefined}
          />
        </Stack>
      </Card>

      <AudienceBuilder
        audience={values.audience}
        onChange={(changed) => form.setFieldValue('audience', changed)}
        error={audienceError(form.errors)}
      />

      <Card withBorder radius="md" padding="lg" component="section" aria-label="Aperçu des destinataires">
        <Title order={2} size="h4" mb="sm">
          Aperçu des destinataires
        </Title>
        <AudiencePreview {...audience} />
      </Card>

      <SendPanel
        subject={values.subject}
        count={audience.isCounting ? undefined : audience.preview?.count}
        validate={composer.validate}
        onSend={composer.send}
        isSending={composer.isSending}
        onTest={composer.sendTest}
        isTesting={composer.isTesting}
      />

      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<Save size={16} />}
          loading={composer.isSaving}
          onClick={composer.saveDraft}
        >
          Enregistrer le brouillon
        </Button>
        {composer.deleteDraft && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<Trash2 size={16} />}
            loading={composer.isDeleting}
            onClick={composer.deleteDraft}
          >
            Supprimer le brouillon
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The first refusal about the audience, from the form's check or from the server (`audience.filters.0.userIds`). */
function audienceError(errors: Record<string, unknown>): string | undefined {
  const key = Object.keys(errors).find((path) => path === 'audience' || path.startsWith('audience.'));
  return key ? String(errors[key]) : undefined;
}
