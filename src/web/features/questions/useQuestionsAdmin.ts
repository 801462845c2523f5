import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question } from '../../../domain/questions.ts';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { questionKeys } from './queryKeys.ts';

type UpdateInput = { id: string; question: string };

/**
 * One page of the questions, and their changes. Blank texts never reach the server: the spec
 * ignores them on add and on edit.
 */
export function useQuestionsAdmin() {
  const queryClient = useQueryClient();
  const list = usePagedList<Question>({
    queryKey: questionKeys.list,
    path: '/api/questions',
    loadError: 'Erreur lors du chargement des questions',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionKeys.all });

  const creation = useMutation({
    mutationFn: (question: string) => api.post<Question>('/api/questions', { question }),
    onSuccess: () => {
      notifySuccess('Question ajoutée');
      return refresh();
    },
    onError: () => notifyError("Erreur lors de l'ajout de la question"),
  });

  const update = useMutation({
    mutationFn: ({ id, question }: UpdateInput) =>
      api.put<Question>(`/api/questions/${encodeURIComponent(id)}`, { question }),
    onSuccess: () => {
      notifySuccess('Question modifiée');
      return refresh();
    },
    onError: () => notifyError('Erreur lors de la modification de la question'),
  });

  const removal = useMutation({
    mutationFn: (id: string) => api.delete(`/api/questions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Question supprimée');
      return refresh();
    },
    onError: () => notifyError('Erreur lors de la suppression de la question'),
  });

  return {
    list,
    addQuestion: (text: string, onAdded: () => void) => {
      const question = text.trim();
      if (question !== '') creation.mutate(question, { onSuccess: onAdded });
    },
    isAdding: creation.isPending,
    updateQuestion: (id: string, text: string, onSaved: () => void) => {
      const question = text.trim();
      if (question !== '') update.mutate({ id, question }, { onSuccess: onSaved });
    },
    savingQuestionId: update.isPending ? update.variables.id : undefined,
    deleteQuestion: (id: string) => removal.mutate(id),
  };
}
