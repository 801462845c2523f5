import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { PROJECT_NAME_TAKEN, PROJECT_NOT_FOUND } from '../../../domain/accounting.ts';
import type {
  Project,
  ProjectInput,
  ProjectListQuery,
  ProjectPage,
  ProjectUpdate,
} from '../../../domain/accounting-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { defineList } from '../../db/list.ts';
import { accountingProjects } from '../../db/schema.ts';
import { foldedText, matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, changedFields, recordAudit, recordChanges } from '../audit/record.ts';

type ProjectRow = typeof accountingProjects.$inferSelect;

const present = ({ id, label, archived }: ProjectRow): Project => ({ id, label, archived });

/** By name, as a person sorts them (case and accents aside). A few dozen: counted exactly. */
const projectsList = defineList({
  name: 'accounting_projects',
  rows: (db, filter, window) =>
    db
      .select()
      .from(accountingProjects)
      .where(filter)
      .orderBy(asc(foldedText(sql`${accountingProjects.label}`)), asc(accountingProjects.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(accountingProjects).where(filter),
});

function projectFilter({ search, state }: Pick<ProjectListQuery, 'search' | 'state'>): SQL | undefined {
  return and(
    matchesEveryWord(searchedWords(accountingProjects.label), search),
    state === 'tous' ? undefined : eq(accountingProjects.archived, state === 'archives'),
  );
}

export async function listProjects(
  { db }: Pick<AppContext, 'db'>,
  { page, pageSize, ...query }: ProjectListQuery,
): Promise<ProjectPage> {
  const { rows, total } = await projectsList.page(db, {
    filter: projectFilter(query),
    page: { page, pageSize },
  });
  return { items: rows.map(present), total, page, pageSize };
}

async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(PROJECT_NAME_TAKEN, 'CONFLICT', [{ path: 'label', message: PROJECT_NAME_TAKEN }]);
    throw error;
  }
}

const audited = ({ label, archived }: ProjectRow) => ({ libelle: label, archive: archived });
const projectTarget = ({ id, label }: ProjectRow) => ({ type: 'accounting_project', id, label });

export async function createProject(
  ctx: AppContext,
  input: ProjectInput,
  actor: Administrator,
): Promise<Project> {
  return refusingTakenName(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(accountingProjects).values({ label: input.label }).returning();
      if (!row) throw new Error('project not created');
      await recordAudit(tx, actor, {
        action: 'accounting.project-create',
        target: projectTarget(row),
        changes: changedFields({}, audited(row)),
      });
      return present(row);
    }),
  );
}

/** Renamed, or archived: an archived project leaves the pickers, its lines stay in its reports. */
export async function updateProject(
  ctx: AppContext,
  { id, ...input }: IdParams & ProjectUpdate,
  actor: Administrator,
): Promise<Project> {
  return refusingTakenName(() =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(accountingProjects)
        .where(eq(accountingProjects.id, id))
        .for('update');
      if (!before) throw notFound(PROJECT_NOT_FOUND);
      const [after] = await tx
        .update(accountingProjects)
        .set({ label: input.label, archived: input.archived })
        .where(eq(accountingProjects.id, id))
        .returning();
      if (!after) throw notFound(PROJECT_NOT_FOUND);
      await recordChanges(tx, actor, {
        action: 'accounting.project-update',
        target: projectTarget(after),
        before: audited(before),
        after: audited(after),
      });
      return present(after);
    }),
  );
}
