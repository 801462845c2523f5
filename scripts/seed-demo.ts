import { eq } from 'drizzle-orm';
import { addOneYear } from '../src/domain/members.ts';
import { adhesions, legalInfos, users } from '../src/server/db/schema.ts';
import { createAccount, hashPassword } from '../src/server/features/auth/accounts.ts';
import { openConfiguredDatabase } from './cli-database.ts';

/**
 * A small living association for a first look: `npm run seed:demo`, then `npm start`.
 * Each feature adds its own demo data here.
 */
export const DEMO_PASSWORD = 'demo1234';
const ADMIN_EMAIL = 'admin@demo.asso.fr';

const members = [
  { prenom: 'Claire', nom: 'Lefèvre', ville: 'Lyon', code_postal: '69002', fonction: 'Président' },
  { prenom: 'Marc', nom: 'Bernard', ville: 'Villeurbanne', code_postal: '69100', fonction: 'Trésorier(e)' },
  { prenom: 'Sophie', nom: 'Garnier', ville: 'Lyon', code_postal: '69007', fonction: 'Secrétaire' },
  { prenom: 'Julien', nom: 'Roux', ville: 'Bron', code_postal: '69500', fonction: 'Membre' },
  { prenom: 'Nadia', nom: 'Benali', ville: 'Caluire', code_postal: '69300', fonction: 'Membre' },
] as const;

const pendingMembers = [
  { prenom: 'Thomas', nom: 'Petit', ville: 'Vénissieux', code_postal: '69200' },
  { prenom: 'Emma', nom: 'Fontaine', ville: 'Oullins', code_postal: '69600' },
] as const;

const legalTexts: Record<string, string> = {
  CGV: "Conditions générales de vente\n\nL'adhésion annuelle est de 7,50 €, payable en ligne par carte bancaire.\nElle est valable un an à compter de son paiement.",
  CGU: "Conditions générales d'utilisation\n\nL'espace membre est réservé aux adhérents à jour de cotisation.",
  'Mentions Légales':
    "Association loi 1901.\nSiège : 1 place de la Mairie, 69000 Lyon.\nDirectrice de la publication : la présidente de l'association.",
  'Politique de Confidentialité':
    "Vos données servent uniquement à la gestion de votre adhésion. Elles ne sont jamais cédées.\nVous pouvez en demander la copie ou la suppression au bureau de l'association.",
};

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const { database } = await openConfiguredDatabase();
const { db } = database;
try {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  if (existing) {
    console.log('La démo est déjà installée.');
  } else {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await createAccount(tx, {
        email: ADMIN_EMAIL,
        passwordHash,
        prenom: 'Alice',
        nom: 'Martin',
        role: 'admin',
        fonction: 'Secrétaire',
        is_active: true,
      });
      for (const [index, member] of members.entries()) {
        const { id } = await createAccount(tx, {
          ...member,
          email: `${member.prenom.toLowerCase()}.${member.nom
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}@demo.asso.fr`,
          passwordHash,
          adresse: `${10 + index} rue de la République`,
          is_active: true,
        });
        const start = isoDaysAgo(30 + index * 60);
        await tx.insert(adhesions).values({
          user_id: id,
          type: 'standard',
          montant: 7.5,
          date_debut: start,
          date_fin: addOneYear(start),
          statut: 'active',
          mode_paiement: index % 2 ? 'Chèque' : 'Carte Bancaire',
          payment_id: `demo-${id}`,
        });
      }
      for (const member of pendingMembers) {
        const { id } = await createAccount(tx, {
          ...member,
          email: `${member.prenom.toLowerCase()}.${member.nom.toLowerCase()}@demo.asso.fr`,
          passwordHash,
          adresse: '3 avenue Jean Jaurès',
          is_active: false,
        });
        const start = isoDaysAgo(2);
        await tx.insert(adhesions).values({
          user_id: id,
          type: 'standard',
          montant: 7.5,
          date_debut: start,
          date_fin: addOneYear(start),
          statut: 'pending',
          mode_paiement: 'Carte Bancaire',
          payment_id: `demo-${id}`,
        });
      }
      for (const [type, contenu] of Object.entries(legalTexts)) {
        await tx
          .update(legalInfos)
          .set({ contenu, updated_at: new Date() })
          .where(eq(legalInfos.type, type as 'CGV'));
      }
    });
    console.log(
      `Démo installée. Administrateur : ${ADMIN_EMAIL} / ${DEMO_PASSWORD} (les membres ont le même mot de passe).`,
    );
    console.log('Sans SMTP_URL, le code de connexion s’affiche dans le journal du serveur.');
  }
} finally {
  await database.close();
}
