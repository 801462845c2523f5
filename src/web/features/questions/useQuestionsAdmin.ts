import { api } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { questionKeys } from './queryKeys.ts';

type UpdateInput = { id: string; question: string };

/**
 * One page of the questions, and their changes. Blank texts never reach the server: the spec
 * ignores them on add and on edit.
 */
export function useQuestionsAdmin() {
  const list = usePagedList({
    queryKey: questionKeys.list,
    load: (query) => api.GET('/api/questions', { params: { query } }),
    loadError: 'Erreur lors du chargement des questions',
  });
  const invalidates = [questionKeys.all];

  const creation = useNotifiedMutation({
    mutationFn: (question: string) => api.POST('/api/questions', { body: { question } }),
    success: 'Question ajoutée',
    invalidates,
    failure: "Erreur lors de l'ajout de la question",
  });

  const update = useNotifiedMutation({
    mutationFn: ({ id, question }: UpdateInput) =>
      api.PUT('/api/questions/{id}', { params: { path: { id } }, body: { question } }),
    success: 'Question modifiée',
    invalidates,
    failure: 'Erreur lors de la modification de la question',
  });

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/questions/{id}', { params: { path: { id } } }),
    success: 'Question supprimée',
    invalidates,
    failure: 'Erreur lors de la suppression de la question',
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
