import { addOneYear, type MemberFunction } from '../../src/domain/members.ts';
import type { Tx } from '../../src/server/db/client.ts';
import { adhesions } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/auth/accounts.ts';
import { type DemoPerson, isoDaysFromNow } from './demo-context.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.asso.fr';
/** Every demo account's password, the administrator's and the members'. */
export const DEMO_PASSWORD = 'demo1234';
/** A member of the board, without the administrator's role: the member area's screenshots use her. */
export const DEMO_MEMBER_EMAIL = 'claire.lefevre@demo.asso.fr';
/** The treasurer, whose gifts have tax receipts, one of them cancelled: « Mes dons » shows him. */
export const DEMO_DONOR_EMAIL = 'marc.bernard@demo.asso.fr';

const officers: {
  prenom: string;
  nom: string;
  ville: string;
  code_postal: string;
  fonction: MemberFunction;
}[] = [
  { prenom: 'Claire', nom: 'Lefèvre', ville: 'Lyon', code_postal: '69002', fonction: 'Président' },
  { prenom: 'Marc', nom: 'Bernard', ville: 'Villeurbanne', code_postal: '69100', fonction: 'Trésorier(e)' },
  { prenom: 'Sophie', nom: 'Garnier', ville: 'Lyon', code_postal: '69007', fonction: 'Secrétaire' },
  { prenom: 'Julien', nom: 'Roux', ville: 'Bron', code_postal: '69500', fonction: 'Membre' },
  { prenom: 'Nadia', nom: 'Benali', ville: 'Caluire', code_postal: '69300', fonction: 'Membre' },
];

const waiting = [
  { prenom: 'Thomas', nom: 'Petit', ville: 'Vénissieux', code_postal: '69200' },
  { prenom: 'Emma', nom: 'Fontaine', ville: 'Oullins', code_postal: '69600' },
];

const demoEmail = (prenom: string, nom: string) =>
  `${prenom}.${nom}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '')
    .concat('@demo.asso.fr');

async function addMembership(tx: Tx, userId: string, startedDaysAgo: number, statut: 'active' | 'pending') {
  const start = isoDaysFromNow(-startedDaysAgo);
  await tx.insert(adhesions).values({
    user_id: userId,
    type: 'standard',
    montant_cents: 750,
    date_debut: start,
    date_fin: addOneYear(start),
    statut,
    mode_paiement: startedDaysAgo % 120 === 90 ? 'Chèque' : 'Carte Bancaire',
    payment_id: `demo-${userId}`,
  });
}

/** An admin, five validated members with a year's membership, two registrations waiting. */
export async function seedPeople(tx: Tx, passwordHash: string) {
  const adminAccount = { prenom: 'Alice', nom: 'Martin', email: DEMO_ADMIN_EMAIL };
  const admin: DemoPerson = {
    ...adminAccount,
    ...(await createAccount(tx, {
      ...adminAccount,
      passwordHash,
      role: 'admin',
      fonction: 'Secrétaire',
      is_active: true,
    })),
  };
  await addMembership(tx, admin.id, 90, 'active');
  const members: DemoPerson[] = [];
  for (const [index, officer] of officers.entries()) {
    const email = demoEmail(officer.prenom, officer.nom);
    const { id } = await createAccount(tx, {
      ...officer,
      email,
      passwordHash,
      adresse: `${10 + index} rue de la République`,
      is_active: true,
    });
    await addMembership(tx, id, 30 + index * 60, 'active');
    members.push({ id, email, prenom: officer.prenom, nom: officer.nom });
  }
  const pending: DemoPerson[] = [];
  for (const person of waiting) {
    const email = demoEmail(person.prenom, person.nom);
    const { id } = await createAccount(tx, {
      ...person,
      email,
      passwordHash,
      adresse: '3 avenue Jean Jaurès',
      is_active: false,
    });
    await addMembership(tx, id, 2, 'pending');
    pending.push({ id, email, prenom: person.prenom, nom: person.nom });
  }
  return { admin, members, pending };
}
