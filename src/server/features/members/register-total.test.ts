import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERED_COUNT_EXACT_MAX, TABLE_COUNT_EXACT_MAX } from '../../db/row-count.ts';
import { createAdmin, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

/** Members in one statement, then statistics as autovacuum would gather them. */
async function addMembers(count: number, { erased = false } = {}) {
  const prefix = erased ? 'efface' : 'membre';
  await t.db.execute(sql`insert into users (id, name, email, prenom, nom, is_active, erased_at)
    select gen_random_uuid(), 'Membre', ${prefix} || '-' || gen_random_uuid() || '@exemple.fr', 'Prénom', 'Nom' || n,
      true, ${erased ? sql`now()` : sql`null`}
    from generate_series(1, ${count}::integer) as n`);
  await t.db.execute(sql`analyze users`);
}

const register = async (query = '') =>
  (await t.app.inject({ url: `/api/admin/users${query}`, headers: { cookie: adminCookie } })).json();

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  // Erased accounts stay in the table, out of the register: the estimate must leave them out too.
  await addMembers(300, { erased: true });
  await addMembers(TABLE_COUNT_EXACT_MAX - 1);
});
afterAll(() => t.close());

describe('the total of the register (GET /api/admin/users), at 10,000 members and beyond', () => {
  it('counts exactly up to 10,000 members, then gives the estimate, never a search’s cap', async () => {
    expect(await register()).toMatchObject({ total: TABLE_COUNT_EXACT_MAX, totalIsEstimate: false });

    await addMembers(1);
    const beyond = await register();
    expect(beyond).toMatchObject({ totalIsEstimate: true, totalIsCapped: false });
    // The planner's estimate of the accounts not erased, from the statistics just gathered.
    expect(beyond.total).toBeGreaterThan(TABLE_COUNT_EXACT_MAX);
    expect(beyond.total).toBeLessThan(TABLE_COUNT_EXACT_MAX + 300);
  });

  it('says "more than 1,000" for a search that finds more', async () => {
    expect(await register('?search=Nom')).toMatchObject({
      total: FILTERED_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      totalIsCapped: true,
    });
  });
});
