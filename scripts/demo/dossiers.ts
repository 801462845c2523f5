import { DOSSIER_STEPS, type DossierStep, dossierReferencePrefix } from '../../src/domain/dossiers.ts';
import { dossiers } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

const list: { suffixe: string; description: string; step: DossierStep; ownerIndex: number }[] = [
  {
    suffixe: '6-001',
    description: 'Récit de Mme Josette Arnaud, 92 ans : son enfance à la ferme dans les monts du Lyonnais.',
    step: 'Livraison du Produit Final',
    ownerIndex: 0,
  },
  {
    suffixe: '6-002',
    description: 'M. René Chabert, ancien cheminot : la gare de Perrache dans les années 60. Format audio.',
    step: 'Retranscription',
    ownerIndex: 1,
  },
  {
    suffixe: '6-003',
    description: 'Souvenirs croisés de deux sœurs à l’EHPAD Les Tilleuls ; livre avec photos de famille.',
    step: 'Rendez-vous de Recueil',
    ownerIndex: 2,
  },
  {
    suffixe: '6-004',
    description: 'Demande de la famille Morel pour les 90 ans de leur grand-père ; vidéo souhaitée.',
    step: 'Définition du Projet',
    ownerIndex: 3,
  },
  {
    suffixe: '6-005',
    description: 'Boîte à histoires envoyée à Mme Lucienne Faure (Caluire) ; retour prévu le mois prochain.',
    step: 'Rendez-vous de Recueil',
    ownerIndex: 0,
  },
];

const DAY = 86_400_000;

/** Dossiers at every step, each with the dated history of the steps it went through. */
export async function seedDossiers({ tx, associationInitials, members }: DemoContext) {
  const prefix = dossierReferencePrefix(associationInitials);
  const now = Date.now();
  await tx.insert(dossiers).values(
    list.map((dossier, index) => {
      const reached = DOSSIER_STEPS.slice(0, DOSSIER_STEPS.indexOf(dossier.step) + 1);
      const created = now - (60 - index * 8) * DAY;
      const etapes = reached.map((type, step) => ({
        type,
        date: new Date(created + step * 12 * DAY).toISOString(),
      }));
      return {
        nom: `${prefix}${dossier.suffixe}`,
        description: dossier.description,
        statut: dossier.step,
        user_id: members[dossier.ownerIndex % members.length]?.id ?? null,
        date_creation: new Date(created),
        date_modification: new Date(created + (reached.length - 1) * 12 * DAY),
        etapes,
      };
    }),
  );
}
