import { Button, Card, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { Save, Trash2 } from 'lucide-react';
import {
  COMPOSED_CATEGORIES,
  type ComposedCategory,
  MESSAGE_CATEGORY_LABELS,
} from '../../../domain/association-messages.ts';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import type { Audience } from '../../../domain/message-audience.ts';
import { AudienceBuilder } from './AudienceBuilder.tsx';
import { AudiencePreview } from './AudiencePreview.tsx';
import type { ComposerStart } from './convocation.ts';
import { MessageEditor } from './MessageEditor.tsx';
import { isAudienceComplete } from './messageForm.ts';
import { SendPanel } from './SendPanel.tsx';
import { useAudiencePreview } from './useAudiencePreview.ts';
import { useConvocationReminder } from './useConvocationReminder.ts';
import { useMessageComposer } from './useMessageComposer.ts';

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
  const reminder = useConvocationReminder(composer.assemblyId);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Contenu">
        <Stack gap="md">
          <Radio.Group
            label="Catégorie"
            description={CATEGORY_HINTS[values.category]}
            {...form.getInputProps('category')}
          >
            <Group gap="lg" mt="xs">
              {COMPOSED_CATEGORIES.map((category) => (
                <Radio key={category} value={category} label={MESSAGE_CATEGORY_LABELS[category]} />
              ))}
            </Group>
          </Radio.Group>
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
        error={audienceError(form.errors, values.audience)}
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
        reminder={reminder}
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

const UNFINISHED_AUDIENCE = 'Choisissez un événement, une assemblée ou des membres pour chaque filtre';

/** The first refusal about the audience, from the form's check or from the server (`audience.filters.0.userIds`). */
function audienceError(errors: Record<string, unknown>, audience: Audience): string | undefined {
  const key = Object.keys(errors).find((path) => path === 'audience' || path.startsWith('audience.'));
  if (!key) return undefined;
  // A filter still waiting for its choice is refused as an invalid id: say what is missing.
  return isAudienceComplete(audience) ? String(errors[key]) : UNFINISHED_AUDIENCE;
}
