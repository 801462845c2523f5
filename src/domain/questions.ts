import { pageQuerySchema, pageSchema, pageSizeSchema, searchSchema } from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** The four backgrounds of the question screen (spec section 9), one per draw in turn. */
export const QUESTION_GRADIENTS = [
  'linear-gradient(135deg, #0f766e 0%, #06b6d4 100%)',
  'linear-gradient(135deg, #7c3aed 0%, #ec4899 100%)',
  'linear-gradient(135deg, #ea580c 0%, #facc15 100%)',
  'linear-gradient(135deg, #1d4ed8 0%, #22c55e 100%)',
] as const;

export const questionInputSchema = z.object({
  question: singleLine(1000, {
    required: 'La question ne peut pas être vide',
    tooLong: 'La question est trop longue',
  }),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionSchema = z.object({ id: z.string(), question: z.string(), created_at: z.string() });
export type Question = z.infer<typeof questionSchema>;

/** The admin list, newest first, searched by text: fifty questions at their 1,000 characters weigh ~55 KB. */
export const listQuestionsQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(50),
  search: searchSchema,
});
export type ListQuestionsQuery = z.output<typeof listQuestionsQuerySchema>;
export const questionPageSchema = pageSchema(questionSchema);
export type QuestionPage = z.infer<typeof questionPageSchema>;

/**
 * `?exclude=`: the question on screen, which the next draw avoids whenever there is another to
 * give ('Nouvelle question' must never show the same question twice in a row).
 */
export const drawQuestionQuerySchema = z.object({ exclude: z.uuid('Identifiant invalide').optional() });
export type DrawQuestionQuery = z.output<typeof drawQuestionQuerySchema>;
/** null: there is no question at all. */
export const questionDrawSchema = z.object({ question: questionSchema.nullable() });
export type QuestionDraw = z.infer<typeof questionDrawSchema>;

/** What the server answers when it refuses a request. */
export const QUESTION_NOT_FOUND = 'Question introuvable';
