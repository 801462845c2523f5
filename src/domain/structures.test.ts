import { describe, expect, it } from 'vitest';
import { filterStructures, type Structure } from './structures.ts';

const structure = (
  nom: string,
  ville: string,
  code_postal: string,
  categorie: Structure['categorie'],
): Structure => ({
  id: nom,
  nom,
  adresse: '1 rue Haute',
  code_postal,
  ville,
  telephone: '01 02 03 04 05',
  email: 'contact@exemple.fr',
  description: null,
  categorie,
  statut: 'Contacté',
  created_at: '2026-01-01T00:00:00.000Z',
});

// Newest first, as the server sends them.
const list = [
  structure('Résidence Les Roses', 'Saint-Étienne', '42000', 'Résidence Séniors'),
  structure('EHPAD Bellevue', 'Lyon', '69003', 'EHPAD'),
  structure('Hôpital Nord', 'Annecy', '74000', 'Hopital'),
];
const names = (result: Structure[]) => result.map((s) => s.nom);

describe('structure list', () => {
  it('keeps the newest first by default', () => {
    expect(names(filterStructures(list, { categorie: null, search: '', sort: 'recent' }))).toEqual(
      names(list),
    );
  });

  it('filters by category', () => {
    expect(names(filterStructures(list, { categorie: 'EHPAD', search: '', sort: 'recent' }))).toEqual([
      'EHPAD Bellevue',
    ]);
  });

  it('searches name, city and postcode, ignoring case and accents', () => {
    const find = (search: string) =>
      names(filterStructures(list, { categorie: null, search, sort: 'recent' }));
    expect(find('hopital')).toEqual(['Hôpital Nord']);
    expect(find('saint-etienne')).toEqual(['Résidence Les Roses']);
    expect(find('6900')).toEqual(['EHPAD Bellevue']);
    expect(find('Paris')).toEqual([]);
  });

  it('sorts by name, city or category in French order', () => {
    const sorted = (sort: 'nom' | 'ville' | 'categorie') =>
      names(filterStructures(list, { categorie: null, search: '', sort }));
    expect(sorted('nom')).toEqual(['EHPAD Bellevue', 'Hôpital Nord', 'Résidence Les Roses']);
    expect(sorted('ville')).toEqual(['Hôpital Nord', 'EHPAD Bellevue', 'Résidence Les Roses']);
    expect(sorted('categorie')).toEqual(['EHPAD Bellevue', 'Hôpital Nord', 'Résidence Les Roses']);
  });
});
