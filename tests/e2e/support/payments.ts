import { expect, type Locator, type Page, request } from '@playwright/test';
import { deOrElision } from '../../../src/domain/french.ts';
import { readLastCode } from './mailbox.ts';
import { ADMIN, type Person } from './people.ts';

type RecordedMembership = { montant: number; date_debut: string; mode_paiement: string; offer_id?: string };

/** Memberships the treasurer records for a member on /admin/users (through the API, quicker). */
export async function recordMembershipsThroughApi(member: Person, memberships: RecordedMembership[]) {
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const since = Date.now();
    await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    const verified = await admin.post('/api/auth/verify-code', {
      data: { code: await readLastCode(ADMIN.email, since) },
    });
    if (!verified.ok()) throw new Error(`admin sign-in refused: ${await verified.text()}`);
    const found = await admin.get(`/api/admin/users?${new URLSearchParams({ search: member.email })}`);
    const user = ((await found.json()) as { items: { id: string; email: string }[] }).items.find(
      (candidate) => candidate.email === member.email,
    );
    if (!user) throw new Error(`${member.email} not found`);
    for (const membership of memberships) {
      const created = await admin.post(`/api/admin/users/${user.id}/adhesions`, {
        data: { type: 'standard', ...membership },
      });
      if (!created.ok()) throw new Error(`membership not recorded: ${await created.text()}`);
    }
  } finally {
    await admin.dispose();
  }
}

/**
 * A payer's row in the payments ledger, turning its pages as the treasurer would: the payments of
 * one day come in no particular order, and a run records more than a page of them today.
 */
export async function ledgerRowOf(page: Page, payer: string): Promise<Locator> {
  const row = page.getByRole('row', { name: new RegExp(`^Paiement ${deOrElision(payer)} du`) });
  const next = page.getByRole('button', { name: 'Page suivante' });
  await expect(page.getByRole('row', { name: /^Paiement / }).first()).toBeVisible();
  while (!(await row.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) {
    const loaded = page.waitForResponse((response) => response.url().includes('/api/admin/payments?'));
    await next.click();
    await loaded;
  }
  return row;
}
