import { desc, eq } from 'drizzle-orm';
import type { Question, QuestionInput } from '../../../domain/questions.ts';
import type { AppContext } from '../../app-context.ts';
import { questionsInspirantes } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type QuestionRow = typeof questionsInspirantes.$inferSelect;

const NOT_FOUND = 'Question introuvable';

const present = (row: QuestionRow): Question => ({
  id: row.id,
  question: row.question,
  created_at: row.created_at.toISOString(),
});

/** Newest first, as the admin page lists them; the member page draws among them. */
export async function listQuestions({ db }: AppContext): Promise<Question[]> {
  const rows = await db
    .select()
    .from(questionsInspirantes)
    .orderBy(desc(questionsInspirantes.created_at), desc(questionsInspirantes.id));
  return rows.map(present);
}

export async function createQuestion({ db }: AppContext, input: QuestionInput): Promise<Question> {
  const [row] = await db.insert(questionsInspirantes).values({ question: input.question }).returning();
  if (!row) throw new Error('insert returned nothing');
  return present(row);
}

export async function updateQuestion(
  { db }: AppContext,
  id: string,
  input: QuestionInput,
): Promise<Question> {
  const [row] = await db
    .update(questionsInspirantes)
    .set({ question: input.question })
    .where(eq(questionsInspirantes.id, id))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

export async function deleteQuestion({ db }: AppContext, id: string): Promise<void> {
  const deleted = await db
    .delete(questionsInspirantes)
    .where(eq(questionsInspirantes.id, id))
    .returning({ id: questionsInspirantes.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
