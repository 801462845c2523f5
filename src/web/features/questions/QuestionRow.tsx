import { Button, Card, Group, Text, Textarea } from '@mantine/core';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Question } from '../../../domain/questions.ts';

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
          <Button
            size="xs"
            variant="light"
            leftSection={<Pencil size={14} />}
            onClick={() => setDraft(question.question)}
          >
            Modifier
          </Button>
          <Button size="xs" variant="light" color="red" leftSection={<Trash2 size={14} />} onClick={onDelete}>
            Supprimer
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
