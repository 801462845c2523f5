import { Button, Card, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Question } from '../../../domain/questions.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';

type QuestionRowProps = {
  question: Question;
  isSaving: boolean;
  onSave: (text: string, onSaved: () => void) => void;
  onDelete: () => void;
};

/** One question of the admin list, edited in place (Enregistrer / Annuler). */
export function QuestionRow({ question, isSaving, onSave, onDelete }: QuestionRowProps) {
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    return (
      <Card withBorder radius="md" padding="md" component="li">
        <Textarea
          aria-label="Texte de la question"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            Annuler
          </Button>
          <Button size="xs" loading={isSaving} onClick={() => onSave(draft, () => setDraft(null))}>
            Enregistrer
          </Button>
        </Group>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={question.question}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text>{question.question}</Text>
        <Group gap="xs" wrap="nowrap">
          <EditButton onClick={() => setDraft(question.question)} />
          <DeleteButton onClick={onDelete} />
        </Group>
      </Group>
    </Card>
  );
}
