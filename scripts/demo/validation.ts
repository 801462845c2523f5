import { eq } from 'drizzle-orm';
import { addOneYear } from '../../src/domain/members.ts';
import { accounts, adhesions, membershipOffers, users } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

/**
 * The validation page's other cases: a student waiting on the reduced price (her card shows the
 * condition she declared), and a sign-up refused last week whose cheque the ledger shows « À
 * rembourser ».
 */
export async function seedValidation({ tx, admin }: DemoContext) {
  const [reduced] = await tx
    .select({ id: membershipOffers.id, type: membershipOffers.type })
    .from(membershipOffers)
    .where(eq(membershipOffers.name, 'Tarif réduit'));
  const [adminLogin] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, admin.id));
  if (!reduced || !adminLogin?.password) return;
  const visitor = (prenom: string, nom: string) =>
    createAccount(tx, {
      prenom,
      nom,
      email: `${prenom}.${nom}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').concat('@demo.asso.fr'),
      passwordHash: adminLogin.password ?? '',
      ville: 'Lyon',
      code_postal: '69008',
      adresse: '5 place Ambroise Courtois',
      is_active: false,
    });
  const start = isoDaysFromNow(-3);
  const period = { date_debut: start, date_fin: addOneYear(start) };

  const student = await visitor('Inès', 'Moreau');
  await tx.insert(adhesions).values({
    user_id: student.id,
    offer_id: reduced.id,
    type: reduced.type,
    montant_cents: 300,
    ...period,
    statut: 'pending',
    mode_paiement: 'Carte Bancaire',
    payment_id: `demo-tarif-reduit-${student.id}`,
  });

  const refused = await visitor('Bastien', 'Carré');
  await tx
    .update(users)
    .set({ registration_refused_at: new Date(Date.now() - 7 * 86_400_000) })
    .where(eq(users.id, refused.id));
  await tx.insert(adhesions).values({
    user_id: refused.id,
    montant_cents: 750,
    ...period,
    statut: 'refused',
    refund: 'a_rembourser',
    mode_paiement: 'Chèque',
    cheque_number: '0012345',
    cheque_bank: 'Crédit Mutuel',
    cheque_drawer: 'Bastien Carré',
  });
}
