import { useEffect, useState } from 'react';
import { pickQuestion, QUESTION_GRADIENTS } from '../../../domain/questions.ts';
import { useQuestionsQuery } from './questionsQuery.ts';

/** One random question at a time; each new draw differs from the one shown and moves to the next background. */
export function useQuestionPicker() {
  const query = useQuestionsQuery();
  const questions = query.data ?? [];
  const [currentId, setCurrentId] = useState<string>();
  const [drawCount, setDrawCount] = useState(0);
  const current = questions.find((question) => question.id === currentId);

  // First draw once the list arrives, and again if the question shown has been deleted meanwhile.
  useEffect(() => {
    if (!current && questions.length > 0) setCurrentId(pickQuestion(questions, undefined)?.id);
  }, [current, questions]);

  const drawAnother = () => {
    setCurrentId(pickQuestion(questions, currentId)?.id);
    setDrawCount((count) => count + 1);
  };

  return {
    question: current?.question,
    isLoading: query.isLoading,
    hasQuestions: questions.length > 0,
    background: QUESTION_GRADIENTS[drawCount % QUESTION_GRADIENTS.length],
    drawAnother,
  };
}
