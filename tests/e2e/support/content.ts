import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

const DAY_MS = 86_400_000;

async function created<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });

/** What every list of the admin area shows: names that end with `stamp`, so a test can wait for them. */
export type AddedContent = { event: string; structure: string; question: string; material: string };

/**
 * One item of each kind, through the API as the admin's and the member's pages send them, so that
 * no page is checked on an empty list: events (one the member joined, one past), a structure, a
 * question, a document for everyone, an AG under way with a document, a vote and a comment, a
 * category of equipment, equipment and the member's loan request and dossier.
 */
export async function addContentOfEveryKind(
  admin: APIRequestContext,
  member: APIRequestContext,
  stamp: string,
): Promise<AddedContent> {
  const names: AddedContent = {
    event: `Café souvenirs ${stamp}`,
    structure: `Résidence Les Tilleuls ${stamp}`,
    question: `Quel est votre plus ancien souvenir ? (${stamp})`,
    material: `Enregistreur Zoom ${stamp}`,
  };

  const event = await created<{ id: string }>(
    admin.post('/api/events', {
      data: {
        titre: names.event,
        description: 'Apportez une photo ancienne.',
        date: new Date(Date.now() + 10 * DAY_MS).toISOString(),
        lieu: 'Médiathèque',
        places_max: 12,
      },
    }),
  );
  await created(
    admin.post('/api/events', {
      data: {
        titre: `Atelier passé ${stamp}`,
        description: 'Souvenirs d’enfance',
        date: new Date(Date.now() - DAY_MS).toISOString(),
        lieu: null,
        places_max: null,
      },
    }),
  );
  await created(member.post(`/api/events/${event.id}/registration`));

  await created(
    admin.post('/api/structures', {
      data: {
        nom: names.structure,
        adresse: '3 allée des Tilleuls',
        code_postal: '69003',
        ville: 'Lyon',
        telephone: '04 78 00 00 00',
        email: 'accueil@tilleuls.test',
        description: 'Résidence partenaire depuis 2021.',
        categorie: 'Résidence Séniors',
        statut: 'Contacté',
      },
    }),
  );
  await created(admin.post('/api/questions', { data: { question: names.question } }));
  await created(
    admin.post('/api/admin/documents', {
      multipart: { type: 'general', file: pdf(`Charte ${stamp}.pdf`) },
    }),
  );

  const assembly = await created<{ id: string }>(
    admin.post('/api/admin/assemblies', {
      data: {
        date: new Date(Date.now() + DAY_MS).toISOString(),
        lieu: 'Salle des fêtes',
        lien_visio: 'https://visio.example.org/ag',
        ordre_du_jour: ['Rapport moral', 'Rapport financier'],
        status: 'en_cours',
      },
    }),
  );
  await created(
    admin.post(`/api/admin/assemblies/${assembly.id}/documents`, {
      multipart: { type: 'convocation', nom: `Convocation ${stamp}`, file: pdf('convocation.pdf') },
    }),
  );
  await created(
    member.put(`/api/assemblies/${assembly.id}/votes`, {
      data: { question: 'Approuvez-vous le bilan moral ?', vote: 'oui' },
    }),
  );
  await created(
    member.post(`/api/assemblies/${assembly.id}/comments`, {
      data: { commentaire: 'Merci pour cette belle année.' },
    }),
  );

  const category = await created<{ id: string }>(
    admin.post('/api/admin/material-categories', {
      data: { name: `Audio ${stamp}`, description: 'Pour les entretiens', icon: 'Mic' },
    }),
  );
  const material = await created<{ id: string }>(
    admin.post('/api/admin/materials', {
      data: {
        name: names.material,
        description: 'Enregistreur numérique pour les entretiens',
        category_id: category.id,
        total_quantity: 4,
        available_quantity: 4,
        default_state: 'Bon état',
        image_url: null,
      },
    }),
  );
  await created(
    member.post('/api/material-loans', {
      data: {
        material_id: material.id,
        quantity: 1,
        start_date: new Date(Date.now() + 20 * DAY_MS).toISOString(),
        end_date: new Date(Date.now() + 22 * DAY_MS).toISOString(),
        usage_context: 'Entretiens à la résidence Les Tilleuls',
      },
    }),
  );
  await created(
    member.post('/api/dossiers', {
      data: {
        suffixe: `5-${stamp}`,
        description: 'Recueil des souvenirs de Mme Durand',
        statut: 'Définition du Projet',
      },
    }),
  );
  return names;
}
