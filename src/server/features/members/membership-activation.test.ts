import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToEuros } from '../../../domain/money.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const activate = (
  row: { id: string; montant_cents: number; date_debut: string; date_fin: string },
  statut = 'active',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/adhesions/${row.id}`,
    headers: { cookie: adminCookie },
    payload: {
      montant: centsToEuros(row.montant_cents),
      date_debut: row.date_debut,
      date_fin: row.date_fin,
      statut,
    },
  });
const subjectsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((mail) => mail.subject);

describe('an administrator activates a membership that waited', () => {
  it('mails the member that it is active, with its period', async () => {
    const member = await createMember(t.db, { prenom: 'Marc' });
    const waiting = await addAdhesion(t.db, member.id, { startedDaysAgo: 5, statut: 'pending' });
    expect((await activate(waiting)).statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mail?.subject).toBe('Votre adhésion est active');
    expect(mail?.text).toContain('Bonjour Marc,');
    expect(mail?.text).toContain('Votre adhésion est active : elle couvre la période du ');
  });

  it('mails nothing for another change, nor to an account still awaiting validation', async () => {
    const member = await createMember(t.db);
    const running = await addAdhesion(t.db, member.id, { startedDaysAgo: 5 });
    expect((await activate(running)).statusCode).toBe(200);
    expect((await activate(running, 'expired')).statusCode).toBe(200);
    expect(await subjectsTo(member.email)).toEqual([]);

    // The validation page activates it and sends its own mail.
    const applicant = await createMember(t.db, { is_active: false });
    const paid = await addAdhesion(t.db, applicant.id, { startedDaysAgo: 5, statut: 'pending' });
    expect((await activate(paid)).statusCode).toBe(200);
    expect(await subjectsTo(applicant.email)).toEqual([]);
  });
});
