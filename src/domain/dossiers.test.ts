import { describe, expect, it } from 'vitest';
import { dossierReferencePrefix, stepAfter } from './dossiers.ts';

describe('dossier steps', () => {
  it('go forward and back one at a time', () => {
    expect(stepAfter('Définition du Projet', 'next')).toBe('Rendez-vous de Recueil');
    expect(stepAfter('Retranscription', 'previous')).toBe('Rendez-vous de Recueil');
  });

  it('stop at both ends', () => {
    expect(stepAfter('Définition du Projet', 'previous')).toBeNull();
    expect(stepAfter('Livraison du Produit Final', 'next')).toBeNull();
  });
});

describe('dossier reference', () => {
  it('starts with the initials, a dash and 202', () => {
    expect(dossierReferencePrefix('HDS')).toBe('HDS-202');
  });
});
