import { describe, expect, it } from 'vitest';
import { handPagedLists, type SourceFile, undeclaredPagedRoutes } from './list-rules.ts';

const declaredService: SourceFile = {
  file: 'src/server/features/questions/service.ts',
  text: `export const questionsList = defineList({
  name: 'questions',
  rows: (db, filter, window) =>
    db.select().from(questions).where(filter).limit(window.limit).offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(questions).where(filter),
});

export async function listQuestions({ db }: AppContext, { page, pageSize }: ListQuestionsQuery) {
  return present(await questionsList.page(db, { page: { page, pageSize } }));
}
`,
};

const handService: SourceFile = {
  file: 'src/server/features/questions/service.ts',
  text: `export async function listQuestions({ db }: AppContext, { page, pageSize }: ListQuestionsQuery) {
  const [counted] = await db.select({ total: count() }).from(questions);
  const rows = await db.select().from(questions).limit(pageSize).offset(pageOffset({ page, pageSize }));
  return { items: rows, total: counted?.total ?? 0, page, pageSize };
}
`,
};

const routes: SourceFile = {
  file: 'src/server/features/questions/routes.ts',
  text: `export function registerQuestionsRoutes(app: FastifyInstance, ctx: AppContext) {
  routes.get('/api/questions', {
    config: { role: 'admin' },
    schema: { operationId: 'listQuestions', querystring: listQuestionsQuerySchema },
    handler: (request) => listQuestions(ctx, request.query),
  });
  routes.post('/api/questions', {
    config: { role: 'admin' },
    schema: { operationId: 'createQuestion', body: questionInputSchema },
    handler: (request) => createQuestion(ctx, request.body, currentUser(request)),
  });
}
`,
};

const paged = new Set(['listQuestionsQuerySchema', 'pageQuerySchema']);

describe('the list rule', () => {
  it('accepts a list declared with defineList, and its route', () => {
    expect(handPagedLists(declaredService)).toEqual([]);
    expect(undeclaredPagedRoutes([routes], [declaredService, routes], paged)).toEqual([]);
  });

  it('finds a page counted and cut by hand, and the paged route that serves it', () => {
    expect(
      handPagedLists(handService).map(({ line, reason }) => [line, reason.split(' découpe')[0]]),
    ).toEqual([
      [3, '`.offset(…)`'],
      [3, '`pageOffset(…)`'],
    ]);
    expect(undeclaredPagedRoutes([routes], [handService, routes], paged)).toEqual([
      {
        file: 'src/server/features/questions/routes.ts',
        line: 2,
        reason:
          '/api/questions est une liste paginée (listQuestionsQuerySchema) dont le service ne lit aucune liste déclarée avec defineList',
      },
    ]);
  });

  it('finds an offset written into SQL by hand, and a window outside any declaration', () => {
    const sqlOffset = {
      file: 'src/server/features/ledger/service.ts',
      text: ['sql`select * from t offset $', '{skip}`'].join(''),
    };
    expect(handPagedLists(sqlOffset)).toHaveLength(1);
    const window = {
      file: 'src/server/features/ledger/service.ts',
      text: 'q.limit(window.limit).offset(window.offset)',
    };
    expect(handPagedLists(window).map((problem) => problem.reason)).toEqual([
      'une fenêtre de page hors de toute déclaration defineList',
    ]);
  });

  it('follows the handler through the services it calls, and a list reached by its kind', () => {
    const delegating: SourceFile = {
      file: 'src/server/features/structures/service.ts',
      text: `export const structuresLists = {
  recent: defineList({ name: 'recent', rows: (db, filter, window) => q.offset(window.offset), table: structures }),
};

async function selectPage(db: Db, sort: Sort) {
  return structuresLists[sort].page(db, { page });
}

export async function listQuestions(ctx: AppContext, query: Query) {
  return selectPage(ctx.db, query.sort);
}
`,
    };
    expect(handPagedLists(delegating)).toEqual([]);
    expect(undeclaredPagedRoutes([routes], [delegating, routes], paged)).toEqual([]);
  });
});
