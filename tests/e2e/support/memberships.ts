import { request } from '@playwright/test';
import { readLastCode } from './mailbox.ts';
import { ADMIN, newPerson, type Person } from './people.ts';

/**
 * A validated member with no membership yet, created as the admin does it on /admin/users
 * (through the API, quicker than the pages): ready to sign in.
 */
export async function createMemberWithoutMembership(
  person: Person = newPerson(),
  baseURL = process.env.E2E_BASE_URL,
): Promise<Person> {
  const admin = await request.newContext({ baseURL });
  try {
    const since = Date.now();
    const login = await admin.post('/api/auth/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    if (!login.ok()) throw new Error(`admin sign-in refused: ${await login.text()}`);
    const code = await readLastCode(ADMIN.email, since);
    const verified = await admin.post('/api/auth/verify-code', { data: { code } });
    if (!verified.ok()) throw new Error(`admin code refused: ${await verified.text()}`);
    const created = await admin.post('/api/admin/users', {
      data: {
        ...person,
        telephone: '',
        role: 'member',
        statut_membre: 'Membre Ordinaire',
        fonction: 'Membre',
      },
    });
    if (!created.ok()) throw new Error(`member not created: ${await created.text()}`);
  } finally {
    await admin.dispose();
  }
  return person;
}
