import type { CategoryIcon, LoanStatus } from '../../src/domain/materials.ts';
import { materialCategories, materialLoans, materials } from '../../src/server/db/schema.ts';
import { type DemoContext, dateDaysFromNow } from './demo-context.ts';

const categories: { name: string; description: string; icon: CategoryIcon }[] = [
  { name: 'Audio', description: 'Enregistreurs et micros pour les recueils de souvenirs', icon: 'Mic' },
  { name: 'Vidéo', description: 'Caméras et trépieds', icon: 'Video' },
  { name: 'Photo', description: 'Appareils photo et éclairage', icon: 'Camera' },
  { name: 'Projection', description: 'Pour les séances en résidence', icon: 'Monitor' },
  { name: 'Accessoires', description: 'Câbles, cartes mémoire, batteries', icon: 'Tag' },
];

const catalogue: { name: string; category: string; description: string; total: number; state: string }[] = [
  {
    name: 'Enregistreur Zoom H5',
    category: 'Audio',
    description: 'Enregistreur numérique 4 pistes',
    total: 4,
    state: 'Très bon état',
  },
  {
    name: 'Micro-cravate Rode',
    category: 'Audio',
    description: 'Micro sans fil pour les entretiens',
    total: 6,
    state: 'Bon état',
  },
  {
    name: 'Casque Sony MDR-7506',
    category: 'Audio',
    description: 'Casque fermé pour le montage',
    total: 2,
    state: 'Bon état',
  },
  {
    name: 'Caméscope Panasonic HC-V808',
    category: 'Vidéo',
    description: 'Caméscope Full HD',
    total: 2,
    state: 'Bon état',
  },
  {
    name: 'Trépied Manfrotto',
    category: 'Vidéo',
    description: 'Trépied vidéo à rotule fluide',
    total: 3,
    state: 'Usé mais fiable',
  },
  {
    name: 'Appareil photo Canon EOS 250D',
    category: 'Photo',
    description: 'Reflex avec objectif 18-55 mm',
    total: 1,
    state: 'Très bon état',
  },
  {
    name: 'Vidéoprojecteur Epson',
    category: 'Projection',
    description: 'Vidéoprojecteur portable HDMI',
    total: 1,
    state: 'Bon état',
  },
  {
    name: 'Carte SD 64 Go',
    category: 'Accessoires',
    description: 'Cartes mémoire pour enregistreurs et caméras',
    total: 10,
    state: 'Neuve',
  },
];

type DemoLoan = {
  material: string;
  member: number;
  quantity: number;
  status: LoanStatus;
  startInDays: number;
  days: number;
  context: string;
  notes?: string;
};

const loans: DemoLoan[] = [
  {
    material: 'Enregistreur Zoom H5',
    member: 0,
    quantity: 2,
    status: 'Retiré',
    startInDays: -2,
    days: 5,
    context: 'Recueil de souvenirs à l’EHPAD Les Tilleuls',
  },
  {
    material: 'Vidéoprojecteur Epson',
    member: 1,
    quantity: 1,
    status: 'Retiré',
    startInDays: -1,
    days: 2,
    context: 'Projection du film des résidents',
  },
  {
    material: 'Micro-cravate Rode',
    member: 2,
    quantity: 2,
    status: 'Confirmé',
    startInDays: 4,
    days: 2,
    context: 'Entretien filmé avec Mme Lambert',
  },
  {
    material: 'Caméscope Panasonic HC-V808',
    member: 2,
    quantity: 1,
    status: 'En attente',
    startInDays: 10,
    days: 3,
    context: 'Tournage de la fête des familles',
  },
  {
    material: 'Carte SD 64 Go',
    member: 3,
    quantity: 4,
    status: 'En attente',
    startInDays: 6,
    days: 7,
    context: 'Atelier mémoire à la résidence Bellecour',
  },
  {
    material: 'Appareil photo Canon EOS 250D',
    member: 4,
    quantity: 1,
    status: 'Retourné - RAS',
    startInDays: -20,
    days: 3,
    context: 'Portraits des bénévoles',
    notes: 'Rendu complet, batterie chargée',
  },
  {
    material: 'Trépied Manfrotto',
    member: 3,
    quantity: 1,
    status: 'Retourné - Défaut',
    startInDays: -30,
    days: 2,
    context: 'Captation du concert',
    notes: 'Défaut : une jambe se bloque mal',
  },
  {
    material: 'Casque Sony MDR-7506',
    member: 1,
    quantity: 1,
    status: 'Refusé',
    startInDays: -5,
    days: 1,
    context: 'Montage à domicile',
  },
  {
    material: 'Enregistreur Zoom H5',
    member: 4,
    quantity: 1,
    status: 'Annulé',
    startInDays: 3,
    days: 1,
    context: 'Entretien reporté',
  },
];

/** A lending cupboard in use: equipment out, requests waiting, returns recorded; the stock matches. */
export async function seedMaterials({ tx, members }: DemoContext) {
  const categoryIds = new Map<string, string>();
  for (const category of categories) {
    const [row] = await tx
      .insert(materialCategories)
      .values(category)
      .returning({ id: materialCategories.id });
    if (row) categoryIds.set(category.name, row.id);
  }

  const materialIds = new Map<string, string>();
  for (const item of catalogue) {
    const out = loans
      .filter((loan) => loan.material === item.name && loan.status === 'Retiré')
      .reduce((sum, loan) => sum + loan.quantity, 0);
    const [row] = await tx
      .insert(materials)
      .values({
        name: item.name,
        description: item.description,
        category_id: categoryIds.get(item.category) ?? '',
        total_quantity: item.total,
        available_quantity: item.total - out,
        default_state: item.state,
      })
      .returning({ id: materials.id });
    if (row) materialIds.set(item.name, row.id);
  }

  for (const [index, loan] of loans.entries()) {
    const member = members[loan.member % members.length];
    if (!member) continue;
    const start = dateDaysFromNow(loan.startInDays, 10);
    const returned = loan.notes !== undefined;
    await tx.insert(materialLoans).values({
      material_id: materialIds.get(loan.material) ?? '',
      user_id: member.id,
      quantity: loan.quantity,
      start_date: start,
      end_date: dateDaysFromNow(loan.startInDays + loan.days, 18),
      usage_context: loan.context,
      status: loan.status,
      return_state: returned ? 'Retourné' : null,
      return_notes: loan.notes ?? null,
      // Oldest request first, so the lists read as a history.
      created_at: new Date(start.getTime() - 7 * 86_400_000 + index * 60_000),
    });
  }
}
