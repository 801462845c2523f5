import { request } from '@playwright/test';
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
