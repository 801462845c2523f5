import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const list = usePagedList({
    queryKey: questionKeys.list,
    load: (query) => api.GET('/api/questions', { params: { query } }),
    loadError: 'Erreur lors du chargement des questions',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionKeys.all });

  const creation = useMutation({
    mutationFn: (question: string) => api.POST('/api/questions', { body: { question } }),
    onSuccess: () => {
      notifySuccess('Question ajoutée');
      return refresh();
    },
    onError: () => notifyError("Erreur lors de l'ajout de la question"),
  });

  const update = useMutation({
    mutationFn: ({ id, question }: UpdateInput) =>
      api.PUT('/api/questions/{id}', { params: { path: { id } }, body: { question } }),
    onSuccess: () => {
      notifySuccess('Question modifiée');
      return refresh();
    },
    onError: () => notifyError('Erreur lors de la modification de la question'),
  });

  const removal = useMutation({
    mutationFn: (id: string) => api.DELETE('/api/questions/{id}', { params: { path: { id } } }),
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
