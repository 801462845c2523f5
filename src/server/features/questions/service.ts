import { count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import type {
  DrawQuestionQuery,
  ListQuestionsQuery,
  Question,
  QuestionDraw,
  QuestionInput,
  QuestionPage,
} from '../../../domain/questions.ts';
import { QUESTION_NOT_FOUND } from '../../../domain/questions.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { questionsInspirantes } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import { type Administrator, recordAudit, recordChanges } from '../audit/record.ts';

type QuestionRow = typeof questionsInspirantes.$inferSelect;

const present = (row: QuestionRow): Question => ({
  id: row.id,
  question: row.question,
  created_at: row.created_at.toISOString(),
});

/** The association writes its questions by hand: a few hundred, counted exactly. */
export const questionsList = defineList({
  name: 'questions',
  rows: (db, filter, window) =>
    db
      .select()
      .from(questionsInspirantes)
      .where(filter)
      .orderBy(desc(questionsInspirantes.created_at), desc(questionsInspirantes.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(questionsInspirantes).where(filter),
});

/**
 * The admin page: one page of the questions, newest first (spec, admin section 9), holding every
 * word typed, case and accents aside.
 */
export async function listQuestions(
  { db }: AppContext,
  { search, page, pageSize }: ListQuestionsQuery,
): Promise<QuestionPage> {
  // questions_inspirantes_search_trgm_idx indexes these very words.
  const filter = matchesEveryWord(searchedWords(questionsInspirantes.question), search);
  const { rows, total } = await questionsList.page(db, { filter, page: { page, pageSize } });
  return { items: rows.map(present), total, page, pageSize };
}

/**
 * The member page's draw, made by the database so that the browser receives one question, not
 * the list. The association writes its questions by hand: a few hundred at most, which
 * `random()` orders in well under a millisecond.
 */
export async function drawQuestion(
  { db }: AppContext,
  { exclude }: DrawQuestionQuery,
): Promise<QuestionDraw> {
  const draw = async (where: SQL | undefined) => {
    const [row] = await db.select().from(questionsInspirantes).where(where).orderBy(sql`random()`).limit(1);
    return row;
  };
  // The question on screen comes back only when it is the only one.
  const row = (exclude && (await draw(ne(questionsInspirantes.id, exclude)))) || (await draw(undefined));
  return { question: row ? present(row) : null };
}

/** The question is its own label; the journal keeps its beginning (see AUDIT_VALUE_MAX). */
const questionTarget = (row: QuestionRow) => ({ type: 'question', id: row.id, label: row.question });

export async function createQuestion(
  { db }: AppContext,
  input: QuestionInput,
  actor: Administrator,
): Promise<Question> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(questionsInspirantes).values({ question: input.question }).returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, actor, { action: 'question.create', target: questionTarget(row) });
    return present(row);
  });
}

export async function updateQuestion(
  { db }: AppContext,
  { id, ...input }: IdParams & QuestionInput,
  actor: Administrator,
): Promise<Question> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(questionsInspirantes)
      .where(eq(questionsInspirantes.id, id))
      .for('update');
    if (!before) throw notFound(QUESTION_NOT_FOUND);
    const [row] = await tx
      .update(questionsInspirantes)
      .set({ question: input.question })
      .where(eq(questionsInspirantes.id, id))
      .returning();
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'question.update',
      target: questionTarget(row),
      before: { question: before.question },
      after: { question: row.question },
    });
    return present(row);
  });
}

export async function deleteQuestion(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(questionsInspirantes).where(eq(questionsInspirantes.id, id)).returning();
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    await recordAudit(tx, actor, { action: 'question.delete', target: questionTarget(row) });
  });
}
