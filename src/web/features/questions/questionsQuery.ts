import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Question } from '../../../domain/questions.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';

export const questionsQueryKey = ['questions'] as const;

/** Every question, newest first; shared by the member's picker and the admin page. */
export function useQuestionsQuery() {
  const query = useQuery({
    queryKey: questionsQueryKey,
    queryFn: () => api.get<Question[]>('/api/questions'),
  });
  useEffect(() => {
    if (query.isError) notifyError('Erreur lors du chargement des questions');
  }, [query.isError]);
  return query;
}
