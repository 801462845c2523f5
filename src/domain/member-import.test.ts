import { describe, expect, it } from 'vitest';
import { parseFrenchDate } from './dates.ts';
import { cellsOf, missingRequiredFields, readImportLine, recognizeHeaders } from './member-import.ts';
import { parseFrenchAmount, toMemberFunction, toPaymentMode } from './member-import-values.ts';

const fees = { standard: 7.5, premium: 15, bienfaiteur: 50 };

describe('recognizeHeaders', () => {
  it('reads French headers whatever their case, accents and punctuation', () => {
    expect(
      recognizeHeaders([
        'PRENOM',
        'Nom',
        'E-mail',
        'Téléphone',
        'Code Postal',
        "Type d'adhésion",
        'Date de début',
        'Date de fin',
        'Mode de paiement',
        'Montant',
      ]),
    ).toEqual([
      'prenom',
      'nom',
      'email',
      'telephone',
      'code_postal',
      'type',
      'date_debut',
      'date_fin',
      'mode_paiement',
      'montant',
    ]);
  });

  it('leaves an unknown header and a second column of the same field to the mapping step', () => {
    const mapping = recognizeHeaders(['Prénom', 'Surnom', 'Statut membre', 'Type']);
    expect(mapping).toEqual(['prenom', null, 'type', null]);
    expect(missingRequiredFields(mapping)).toEqual(['nom', 'email']);
  });
});

describe('French values', () => {
  it('reads JJ/MM/AAAA dates and refuses impossible ones', () => {
    expect(parseFrenchDate('15/09/2025')).toBe('2025-09-15');
    expect(parseFrenchDate('1/9/2025')).toBe('2025-09-01');
    expect(parseFrenchDate('2025-09-15')).toBe('2025-09-15');
    expect(parseFrenchDate('31/02/2025')).toBeUndefined();
    expect(parseFrenchDate('15/09/25')).toBeUndefined();
    expect(parseFrenchDate('demain')).toBeUndefined();
  });

  it('reads amounts written the French way', () => {
    expect(parseFrenchAmount('7,50')).toBe(7.5);
    expect(parseFrenchAmount('7,50 €')).toBe(7.5);
    expect(parseFrenchAmount('1 200,00')).toBe(1200);
    expect(parseFrenchAmount('15')).toBe(15);
    expect(parseFrenchAmount('7,505')).toBeUndefined();
    expect(parseFrenchAmount('-3')).toBeUndefined();
  });

  it('knows payment modes and functions by their usual names', () => {
    expect(toPaymentMode('chèque')).toBe('Chèque');
    expect(toPaymentMode('CB')).toBe('Carte Bancaire');
    expect(toPaymentMode('especes')).toBe('Espèce');
    expect(toPaymentMode('bitcoin')).toBeUndefined();
    expect(toMemberFunction('trésorière')).toBe('Trésorier(e)');
    expect(toMemberFunction('PRESIDENT')).toBe('Président');
    expect(toMemberFunction('Capitaine')).toBeUndefined();
  });
});

describe('readImportLine', () => {
  const mapping = recognizeHeaders([
    'Prénom',
    'Nom',
    'Email',
    'Statut membre',
    'Montant',
    'Date de début',
    'Mode de paiement',
  ]);

  it('makes a member and their membership, the end one year after the start', () => {
    const cells = cellsOf(
      ['Hélène', 'Vidal', 'Helene.Vidal@Exemple.fr', 'Membre actif', '15,00', '01/09/2025', 'Chèque'],
      mapping,
    );
    const { member, problems } = readImportLine(cells, fees);
    expect(problems).toEqual([]);
    expect(member).toMatchObject({
      email: 'helene.vidal@exemple.fr',
      prenom: 'Hélène',
      statut_membre: 'Membre Actif',
      fonction: 'Membre',
      adhesion: {
        type: 'premium',
        montant: 15,
        date_debut: '2025-09-01',
        date_fin: '2026-09-01',
        mode_paiement: 'Chèque',
      },
    });
  });

  it('takes the fee of the type when the amount is left empty', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', 'Fondateur', '', '01/01/2026', ''], mapping);
    expect(readImportLine(cells, fees).member?.adhesion).toMatchObject({ type: 'bienfaiteur', montant: 50 });
  });

  it('names every problem of a line', () => {
    const cells = cellsOf(['', 'Roux', 'pas-un-email', 'Platine', '7,5x', '32/01/2026', 'bitcoin'], mapping);
    const { member, problems } = readImportLine(cells, fees);
    expect(member).toBeNull();
    expect(problems).toEqual([
      'Prénom manquant',
      'Email invalide : pas-un-email',
      'Type d’adhésion inconnu : Platine',
      'Mode de paiement inconnu : bitcoin',
      'Date de début invalide : 32/01/2026 (JJ/MM/AAAA)',
      'Montant invalide : 7,5x',
    ]);
  });

  it('refuses a name spread over several lines of a cell', () => {
    const cells = cellsOf(['Léa', 'Roux\nMontant : 5 000 €', 'lea@exemple.fr', '', '', '', ''], mapping);
    expect(readImportLine(cells, fees)).toEqual({ member: null, problems: ['Nom sur plusieurs lignes'] });
  });

  it('refuses letters in a phone number, as the member’s profile would', () => {
    const cells = { prenom: 'Léa', nom: 'Roux', email: 'lea@exemple.fr', telephone: 'abc' };
    expect(readImportLine(cells, fees).problems).toEqual([
      'Téléphone invalide : abc (chiffres, espaces et + . - ( ) seulement)',
    ]);
    expect(readImportLine({ ...cells, telephone: '+33 6 12 34 56 78' }, fees).problems).toEqual([]);
  });

  it('asks for a start date when the line gives a membership', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', '', '7,50', '', 'Espèces'], mapping);
    expect(readImportLine(cells, fees).problems).toEqual(['Date de début manquante pour l’adhésion']);
  });
});
