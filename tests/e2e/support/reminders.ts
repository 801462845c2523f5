import { request } from '@playwright/test';
import { readLastCode } from './mailbox.ts';
import { ADMIN, type Person } from './people.ts';

/** The calendar date `days` from today in Paris, a year earlier: a one-year membership from it ends in `days`. */
function startOfYearEndingIn(days: number): string {
  const end = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())}T00:00:00Z`,
  );
  end.setUTCDate(end.getUTCDate() + days);
  end.setUTCFullYear(end.getUTCFullYear() - 1);
  return end.toISOString().slice(0, 10);
}

/** A validated member whose only membership, paid by cheque, ends in `days`: as the admin records it on /admin/users. */
export async function createMemberEndingIn(person: Person, days: number): Promise<Person> {
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const ok = async (response: Awaited<ReturnType<typeof admin.get>>): Promise<{ id: string }> => {
    if (!response.ok())
      throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  try {
    const since = Date.now();
    await ok(await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } }));
    await ok(
      await admin.post('/api/auth/verify-code', { data: { code: await readLastCode(ADMIN.email, since) } }),
    );
    const created = await ok(
      await admin.post('/api/admin/users', {
        data: {
          ...person,
          telephone: '',
          role: 'member',
          statut_membre: 'Membre Ordinaire',
          fonction: 'Membre',
        },
      }),
    );
    await ok(
      await admin.post(`/api/admin/users/${created.id}/adhesions`, {
        data: {
          type: 'standard',
          montant: 7.5,
          date_debut: startOfYearEndingIn(days),
          mode_paiement: 'Chèque',
        },
      }),
    );
  } finally {
    await admin.dispose();
  }
  return person;
}
