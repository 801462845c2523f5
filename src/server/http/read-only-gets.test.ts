import { afterAll, describe, expect, it } from 'vitest';
import { databaseContents } from '../testing/backup-contents.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { storeOneOfEach } from '../testing/one-of-each.ts';
import { fillPath, listOperations, plausibleQuery } from '../testing/openapi-operations.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * A GET travels with the session cookie from any other site's link or redirection (SameSite=Lax)
 * and the origin check covers only the other methods: no GET may change anything. Every GET of
 * the OpenAPI document, as an administrator, a member and a stranger, each finding its row; the
 * whole database compared before and after. Top-level await: the table comes from the app.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = await createAdmin(t.db);
const member = await createMember(t.db);
const cookies = [await signedInAs(t.ctx, admin), await signedInAs(t.ctx, member), undefined];
const gets = listOperations((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter(
  (operation) => operation.method === 'GET',
);
const ids = await storeOneOfEach(t, member);

describe('every GET of the OpenAPI document', () => {
  it('finds the operations to walk', () => {
    expect(gets.length).toBeGreaterThan(30);
  });

  it.each(gets)('GET $path changes nothing in the database', async (operation) => {
    const url = `${fillPath(operation, ids)}?${plausibleQuery(operation.queryParameters, '')}`;
    const before = await databaseContents(t.db);
    for (const cookie of cookies) {
      const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect(await databaseContents(t.db)).toEqual(before);
  });
});
