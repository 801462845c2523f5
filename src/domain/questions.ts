import { z } from './zod.ts';

/** The four backgrounds of the question screen (spec section 9), one per draw in turn. */
export const QUESTION_GRADIENTS = [
  'linear-gradient(135deg, #0f766e 0%, #06b6d4 100%)',
  'linear-gradient(135deg, #7c3aed 0%, #ec4899 100%)',
  'linear-gradient(135deg, #ea580c 0%, #facc15 100%)',
  'linear-gradient(135deg, #1d4ed8 0%, #22c55e 100%)',
] as const;

export const questionInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'La question ne peut pas être vide')
    .max(1000, 'La question est trop longue'),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionSchema = z.object({ id: z.string(), question: z.string(), created_at: z.string() });
export type Question = z.infer<typeof questionSchema>;

/**
 * A random question other than the current one whenever there is another to give
 * ('Nouvelle question' must never show the same question twice in a row).
 */
export function pickQuestion<T extends { id: string }>(
  questions: readonly T[],
  currentId: string | undefined,
  random: () => number = Math.random,
): T | undefined {
  const candidates = questions.length > 1 ? questions.filter((q) => q.id !== currentId) : questions;
  return candidates[Math.floor(random() * candidates.length)];
}
