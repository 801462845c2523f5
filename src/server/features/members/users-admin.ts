import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { EMAIL_TAKEN, USER_NOT_FOUND } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { CANNOT_DEMOTE_SELF, canSetRole } from '../../../domain/member-permissions.ts';
import { pickDisplayedMembership, todayIso } from '../../../domain/members.ts';
import type {
  AdminStats,
  AdminUser,
  AdminUserPage,
  CreateUserInput,
  ListUsersQuery,
  UpdateUserInput,
} from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { adhesions, documents, evenements, structures, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isNotErased, lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, changedFields, recordAudit, recordChanges } from '../audit/record.ts';
import { createAccount, hashPassword } from '../auth/accounts.ts';
import { presentAdhesion, presentAdhesionOffer, selectAdhesionViews } from './adhesions.ts';
import { keepAnAdministrator } from './administrators.ts';
import { audited, auditedColumns, userTarget } from './audited-user.ts';
import { matchesMemberSearch } from './member-search.ts';
import { matchesMembershipFilter } from './membership-filter.ts';
import { nullIfEmpty } from './profile.ts';

const userColumns = {
  id: users.id,
  email: users.email,
  prenom: users.prenom,
  nom: users.nom,
  telephone: users.telephone,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
  role: users.role,
  statut_membre: users.statut_membre,
  fonction: users.fonction,
  is_active: users.is_active,
  created_at: users.createdAt,
  last_sign_in_at: users.last_sign_in_at,
};

export const registerList = defineList({
  name: 'users_register',
  rows: (db, filter, window) =>
    db
      .select(userColumns)
      .from(users)
      .where(and(isNotErased, filter))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  table: users,
  base: isNotErased,
});
const membershipsOfUsers = preparedStatement('users_register_memberships', (db, name) =>
  selectAdhesionViews(db, sql`${adhesions.user_id} = any(${sql.placeholder('ids')})`).prepare(name),
);

/**
 * One page of users, newest first, searched by the database (case and accents aside, on email,
 * nom and prenom) and filtered by membership, each with the membership the spec shows: the register may hold thousands of
 * members, so the total is counted only so far (`defineList`, see docs/decisions/0006).
 */
export async function listUsers(
  { db }: AppContext,
  { search, statut, page, pageSize }: ListUsersQuery,
): Promise<AdminUserPage> {
  const today = todayIso();
  const filter = and(matchesMemberSearch(search), matchesMembershipFilter(statut, today));
  const { rows, ...total } = await registerList.page(db, { filter, page: { page, pageSize } });
  const ids = rows.map((row) => row.id);
  const memberships = ids.length ? await membershipsOfUsers(db).execute({ ids }) : [];
  const items: AdminUser[] = rows.map((row) => {
    const shown = pickDisplayedMembership(
      memberships.filter((m) => m.user_id === row.id),
      today,
    );
    return {
      ...row,
      created_at: row.created_at.toISOString(),
      last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
      adhesion: shown ? presentAdhesion(shown, today) : null,
      adhesion_offer: shown ? presentAdhesionOffer(shown) : null,
    };
  });
  return { items, ...total, page, pageSize };
}

function userValues(values: UpdateUserInput) {
  return {
    prenom: values.prenom,
    nom: values.nom,
    telephone: nullIfEmpty(values.telephone),
    adresse: nullIfEmpty(values.adresse),
    code_postal: nullIfEmpty(values.code_postal),
    ville: nullIfEmpty(values.ville),
    role: values.role,
    statut_membre: values.statut_membre,
    fonction: values.fonction,
  };
}

/** The login and the member row together; an account made by an administrator is validated already. */
export async function createUser(
  ctx: AppContext,
  input: CreateUserInput,
  actor: Administrator,
): Promise<{ id: string }> {
  const { password, ...values } = input;
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const row = { ...userValues(values), email: values.email };
    const created = await createAccount(tx, { ...row, passwordHash, is_active: true });
    await recordAudit(tx, actor, {
      action: 'member.create',
      target: userTarget(created.id, row),
      changes: changedFields({}, audited(row)),
    });
    return created;
  });
}

/** A change of role is journaled on its own line, apart from the other fields. */
export async function updateUser(
  ctx: AppContext,
  { id, ...values }: IdParams & UpdateUserInput,
  actor: Administrator,
): Promise<void> {
  if (!canSetRole(actor, { id }, values.role)) throw conflict(CANNOT_DEMOTE_SELF, 'CANNOT_DEMOTE_SELF');
  await ctx.db.transaction(async (tx) => {
    if (values.role !== 'admin') await keepAnAdministrator(tx, { userId: id, actorId: actor.id });
    await lockLiveAccount(tx, id, { lock: 'update' });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, values.email), ne(users.id, id)));
    if (taken) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    const [before] = await tx.select(auditedColumns).from(users).where(eq(users.id, id));
    if (!before) throw notFound(USER_NOT_FOUND);
    const after = { ...userValues(values), email: values.email };
    await tx
      .update(users)
      .set({ ...after, name: `${values.prenom} ${values.nom}` })
      .where(eq(users.id, id));
    const target = userTarget(id, after);
    const { role: roleBefore, ...profileBefore } = audited(before);
    const { role: roleAfter, ...profileAfter } = audited(after);
    await recordChanges(tx, actor, {
      action: 'member.role',
      target,
      before: { role: roleBefore },
      after: { role: roleAfter },
    });
    await recordChanges(tx, actor, {
      action: 'member.update',
      target,
      before: profileBefore,
      after: profileAfter,
    });
  });
}

/** Exact counts for the admin dashboard. */
export async function getAdminStats({ db }: AppContext): Promise<AdminStats> {
  const [usersCount, documentsCount, structuresCount, evenementsCount] = await Promise.all([
    db.$count(users, isNotErased),
    db.$count(documents),
    db.$count(structures),
    db.$count(evenements),
  ]);
  return {
    users: usersCount,
    documents: documentsCount,
    structures: structuresCount,
    evenements: evenementsCount,
  };
}
