import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Question } from '../../../domain/questions.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { QuestionRow } from './QuestionRow.tsx';
import { useQuestionsAdmin } from './useQuestionsAdmin.ts';

export function QuestionsAdminPage() {
  const { list, addQuestion, isAdding, updateQuestion, savingQuestionId, deleteQuestion } =
    useQuestionsAdmin();
  const [draft, setDraft] = useState('');

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    addQuestion(draft, () => setDraft(''));
  };

  const confirmDelete = (question: Question) =>
    confirmDeletion({
      title: 'Supprimer la question',
      message: <>Supprimer cette question ?</>,
      onConfirm: () => deleteQuestion(question.id),
    });

  return (
    <AdminSearchList
      list={list}
      intro={
        <form onSubmit={handleAdd}>
          <Group align="flex-end" wrap="nowrap">
            <Textarea
              label="Nouvelle question"
              placeholder="Quel est votre plus beau souvenir d'enfance ?"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={1}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<Plus size={18} />} loading={isAdding}>
              Ajouter
            </Button>
          </Group>
        </form>
      }
      searchPlaceholder="Texte de la question"
      empty="Aucune question pour le moment."
      emptySearch="Aucune question ne correspond à votre recherche."
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
        {list.items.map((question) => (
          <QuestionRow
            key={question.id}
            question={question}
            isSaving={savingQuestionId === question.id}
            onSave={(text, onSaved) => updateQuestion(question.id, text, onSaved)}
            onDelete={() => confirmDelete(question)}
          />
        ))}
      </Stack>
    </AdminSearchList>
  );
}
