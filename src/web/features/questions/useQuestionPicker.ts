import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QUESTION_GRADIENTS } from '../../../domain/questions.ts';
import { api } from '../../lib/api.ts';
import { questionKeys } from './queryKeys.ts';

type Draw = { count: number; exclude?: string };

/**
 * One question at a time, drawn by the server; each new draw avoids the one shown and moves to
 * the next background. The question stays on screen while the next one arrives.
 */
export function useQuestionPicker() {
  const [draw, setDraw] = useState<Draw>({ count: 0 });
  const query = useQuery({
    queryKey: questionKeys.draw(draw),
    queryFn: () => api.GET('/api/questions/random', { params: { query: { exclude: draw.exclude } } }),
    placeholderData: keepPreviousData,
    // A draw is kept while the page is open, never redrawn behind the member's back; a new visit draws anew.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { errorMessage: 'Erreur lors du chargement des questions' },
  });

  const question = query.data?.question ?? null;
  return {
    question: question?.question,
    isLoading: query.isLoading,
    hasQuestions: question !== null,
    background: QUESTION_GRADIENTS[draw.count % QUESTION_GRADIENTS.length],
    drawAnother: () => setDraw({ count: draw.count + 1, exclude: question?.id }),
  };
}
