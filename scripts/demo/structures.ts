import type { StructureCategory, StructureStatus } from '../../src/domain/structures.ts';
import { structures } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

type DemoStructure = {
  nom: string;
  adresse: string;
  code_postal: string;
  ville: string;
  telephone: string;
  email: string;
  description: string | null;
  categorie: StructureCategory;
  statut: StructureStatus;
};

const list: DemoStructure[] = [
  {
    nom: 'EHPAD Les Tilleuls',
    adresse: '14 rue des Tilleuls',
    code_postal: '69003',
    ville: 'Lyon',
    telephone: '04 78 60 12 34',
    email: 'animation@ehpad-tilleuls.fr',
    description: "Atelier souvenirs le jeudi après-midi avec l'animatrice, Mme Perrin.",
    categorie: 'EHPAD',
    statut: 'Contrat en cours',
  },
  {
    nom: 'Résidence Le Clos Fleuri',
    adresse: '3 allée des Roses',
    code_postal: '69100',
    ville: 'Villeurbanne',
    telephone: '04 72 44 55 66',
    email: 'accueil@closfleuri.fr',
    description: 'Résidence de 80 logements ; la directrice souhaite une présentation en janvier.',
    categorie: 'Résidence Séniors',
    statut: "En attente d'un retour",
  },
  {
    nom: 'Hôpital gériatrique Saint-Joseph',
    adresse: '20 quai Claude Bernard',
    code_postal: '69007',
    ville: 'Lyon',
    telephone: '04 78 61 80 00',
    email: 'culture@hopital-saint-joseph.fr',
    description: 'Service de soins de suite ; contact par le service culturel.',
    categorie: 'Hopital',
    statut: 'Contacté',
  },
  {
    nom: 'EHPAD La Roseraie',
    adresse: '52 avenue Franklin Roosevelt',
    code_postal: '69500',
    ville: 'Bron',
    telephone: '04 78 26 10 10',
    email: 'direction@laroseraie-bron.fr',
    description: null,
    categorie: 'EHPAD',
    statut: 'Pas intéressé',
  },
  {
    nom: 'Maison des aînés de Caluire',
    adresse: '8 place Jules Ferry',
    code_postal: '69300',
    ville: 'Caluire-et-Cuire',
    telephone: '04 72 10 22 33',
    email: 'maison.aines@caluire.fr',
    description: 'Lieu municipal : permanence mensuelle possible dans la salle polyvalente.',
    categorie: 'Autres',
    statut: 'Contrat en cours',
  },
  {
    nom: 'Résidence Les Jardins d’Oullins',
    adresse: '41 grande rue',
    code_postal: '69600',
    ville: 'Oullins',
    telephone: '04 78 50 40 30',
    email: 'contact@jardins-oullins.fr',
    description: null,
    categorie: 'Résidence Séniors',
    statut: 'Contacté',
  },
  {
    nom: 'Foyer-logement Pasteur',
    adresse: '2 rue Pasteur',
    code_postal: '69200',
    ville: 'Vénissieux',
    telephone: '04 78 70 00 01',
    email: 'foyer.pasteur@venissieux.fr',
    description: 'Établissement fermé en 2025 ; résidents accueillis à la résidence du Parc.',
    categorie: 'Autres',
    statut: "N'existe plus",
  },
];

/** Partner structures in the Lyon area, the oldest contacted first so the newest shows on top. */
export async function seedStructures({ tx, admin }: DemoContext) {
  const now = Date.now();
  await tx.insert(structures).values(
    list.map((structure, index) => ({
      ...structure,
      user_id: admin.id,
      created_at: new Date(now - (list.length - index) * 9 * 86_400_000),
    })),
  );
}
