import { describe, expect, it } from 'vitest';
import { dossierReferenceHint, dossierReferencePrefix, stepAfter } from './dossiers.ts';

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

describe('dossierReferenceHint', () => {
  it('shows what to type and the whole reference it makes, for the current year', () => {
    expect(dossierReferenceHint('HDS', '2026')).toBe(
      'Tapez la fin de l’année puis le numéro du dossier : « 6-001 » donne la référence HDS-2026-001.',
    );
    expect(dossierReferenceHint('ADP', '2027')).toContain('« 7-001 » donne la référence ADP-2027-001');
  });
});
