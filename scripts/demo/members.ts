import { eq } from 'drizzle-orm';
import {
  type AdhesionStatus,
  type AdhesionType,
  addOneYear,
  type PaymentMode,
} from '../../src/domain/members.ts';
import type { Tx } from '../../src/server/db/client.ts';
import { accounts, adhesions, users } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { type DemoContext, isoDaysFromNow } from './demo-context.ts';

type PastMembership = {
  type: AdhesionType;
  montant_cents: number;
  startedDaysAgo: number;
  statut: AdhesionStatus;
  mode: PaymentMode;
};

async function addMembership(tx: Tx, userId: string, m: PastMembership) {
  const start = isoDaysFromNow(-m.startedDaysAgo);
  await tx.insert(adhesions).values({
    user_id: userId,
    type: m.type,
    montant_cents: m.montant_cents,
    date_debut: start,
    date_fin: addOneYear(start),
    statut: m.statut,
    mode_paiement: m.mode,
  });
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Earlier years for the office holders, a renewal awaiting activation, and a few more profiles. */
export async function seedMembers({ tx, admin, members }: DemoContext) {
  const [president, treasurer, secretary, julien, nadia] = members;
  if (!president || !treasurer || !secretary || !julien || !nadia) return;

  // The register's history: the office holders have renewed year after year.
  for (const [index, person] of [president, treasurer, secretary].entries()) {
    for (const yearsAgo of [1, 2]) {
      await addMembership(tx, person.id, {
        type: 'standard',
        montant_cents: 750,
        startedDaysAgo: 30 + index * 60 + yearsAgo * 365,
        statut: 'expired',
        mode: yearsAgo === 2 ? 'Chèque' : 'Carte Bancaire',
      });
    }
  }
  await tx.update(users).set({ statut_membre: 'Membre Fondateur' }).where(eq(users.id, president.id));
  await tx.update(users).set({ statut_membre: 'Membre Actif' }).where(eq(users.id, treasurer.id));

  // Nadia paid her renewal online; it starts when her current year ends and awaits activation.
  const [current] = await tx
    .select({ date_fin: adhesions.date_fin })
    .from(adhesions)
    .where(eq(adhesions.user_id, nadia.id));
  if (current) {
    await tx.insert(adhesions).values({
      user_id: nadia.id,
      type: 'standard',
      montant_cents: 750,
      date_debut: current.date_fin,
      date_fin: addOneYear(current.date_fin),
      statut: 'pending',
      mode_paiement: 'Carte Bancaire',
      payment_id: `demo-renouvellement-${nadia.id}`,
    });
  }

  for (const [index, person] of [admin, president, treasurer, secretary, julien].entries()) {
    await tx
      .update(users)
      .set({ last_sign_in_at: daysAgo(index * 3 + 1) })
      .where(eq(users.id, person.id));
  }

  // Same password as every demo account.
  const [adminLogin] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, admin.id));
  const passwordHash = adminLogin?.password ?? '';
  const extra: {
    prenom: string;
    nom: string;
    statut: 'Membre Actif' | 'Membre Ordinaire';
    membership: PastMembership;
  }[] = [
    {
      prenom: 'Hugo',
      nom: 'Marchand',
      statut: 'Membre Actif',
      membership: {
        type: 'premium',
        montant_cents: 1000,
        startedDaysAgo: 75,
        statut: 'active',
        mode: 'Virement',
      },
    },
    {
      prenom: 'Lucie',
      nom: 'Girard',
      statut: 'Membre Ordinaire',
      membership: {
        type: 'standard',
        montant_cents: 750,
        startedDaysAgo: 390,
        statut: 'active',
        mode: 'Espèce',
      },
    },
    {
      prenom: 'Paul',
      nom: 'Mercier',
      statut: 'Membre Ordinaire',
      membership: {
        type: 'standard',
        montant_cents: 750,
        startedDaysAgo: 12,
        statut: 'active',
        mode: 'Chèque',
      },
    },
  ];
  for (const [index, person] of extra.entries()) {
    const { id } = await createAccount(tx, {
      prenom: person.prenom,
      nom: person.nom,
      email: `${person.prenom}.${person.nom}`.toLowerCase().concat('@demo.asso.fr'),
      passwordHash,
      ville: ['Lyon', 'Écully', 'Tassin'][index],
      code_postal: ['69004', '69130', '69160'][index],
      statut_membre: person.statut,
      is_active: true,
    });
    // Lucie's year ran out last month: the register shows her as expired without anyone editing it.
    await addMembership(tx, id, person.membership);
  }
}
