import { eq } from 'drizzle-orm';
import { addOneYear } from '../../src/domain/members.ts';
import { accounts, adhesions, users } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

/**
 * A member who asked, twelve days ago, for their account to be erased: the request waits on
 * /admin/effacements, and their membership of last year stays in the ledger once it is done.
 */
export async function seedPrivacy({ tx, admin }: DemoContext) {
  // Same password as every demo account.
  const [adminLogin] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, admin.id));
  const { id } = await createAccount(tx, {
    prenom: 'Bertrand',
    nom: 'Leroy',
    email: 'bertrand.leroy@demo.asso.fr',
    passwordHash: adminLogin?.password ?? '',
    ville: 'Vaulx-en-Velin',
    code_postal: '69120',
    is_active: true,
  });
  const start = isoDaysFromNow(-200);
  await tx.insert(adhesions).values({
    user_id: id,
    type: 'standard',
    montant_cents: 750,
    date_debut: start,
    date_fin: addOneYear(start),
    statut: 'active',
    mode_paiement: 'Chèque',
  });
  await tx
    .update(users)
    .set({ erasure_requested_at: new Date(Date.now() - 12 * 86_400_000) })
    .where(eq(users.id, id));
}
