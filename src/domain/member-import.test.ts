import { describe, expect, it } from 'vitest';
import { parseFrenchDate } from './dates.ts';
import { cellsOf, missingRequiredFields, readImportLine, recognizeHeaders } from './member-import.ts';
import { parseFrenchAmount, toMemberFunction, toPaymentMode } from './member-import-values.ts';

const offer = (id: string, name: string, type: 'standard' | 'premium' | 'bienfaiteur', price: number) => ({
  id,
  name,
  type,
  price,
  archived: false,
});
const context = {
  offers: [
    offer('ordinaire', 'Membre Ordinaire', 'standard', 7.5),
    offer('actif', 'Membre Actif', 'premium', 15),
    offer('fondateur', 'Membre Fondateur', 'bienfaiteur', 50),
    offer('reduit', 'Tarif réduit', 'standard', 3),
    { ...offer('ancien', 'Tarif 2020', 'standard', 5), archived: true },
  ],
  season: { start_month: null, early_weeks: 4 },
};

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

  it('accepts the feminine forms of the offices, and nothing the spec does not name', () => {
    expect(toMemberFunction('Présidente')).toBe('Président');
    expect(toMemberFunction('Trésorière')).toBe('Trésorier(e)');
    expect(toMemberFunction('Trésorier')).toBe('Trésorier(e)');
    expect(toMemberFunction('Secrétaire')).toBe('Secrétaire');
    expect(toMemberFunction('membre')).toBe('Membre');
    // A deputy is not the office itself: the spec has no deputies, so the line is corrected by hand.
    expect(toMemberFunction('Trésorier adjoint')).toBeUndefined();
    expect(toMemberFunction('Secrétaire adjointe')).toBeUndefined();
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
    const { member, problems } = readImportLine(cells, context);
    expect(problems).toEqual([]);
    expect(member).toMatchObject({
      email: 'helene.vidal@exemple.fr',
      prenom: 'Hélène',
      statut_membre: 'Membre Actif',
      fonction: 'Membre',
      adhesion: {
        offer_id: 'actif',
        type: 'premium',
        montant: 15,
        date_debut: '2025-09-01',
        date_fin: '2026-09-01',
        mode_paiement: 'Chèque',
      },
    });
  });

  it('matches an offer by its name, accents and case aside, an archived one too, its price by default', () => {
    const line = (type: string) =>
      readImportLine(
        cellsOf(['Léa', 'Roux', 'lea@exemple.fr', type, '', '01/01/2026', ''], mapping),
        context,
      );
    for (const written of ['Tarif réduit', 'TARIF REDUIT', '  tarif   Réduit ']) {
      expect(line(written).member?.adhesion).toMatchObject({
        offer_id: 'reduit',
        type: 'standard',
        montant: 3,
      });
    }
    expect(line('tarif 2020').member?.adhesion).toMatchObject({ offer_id: 'ancien', montant: 5 });
    expect(line('').member?.adhesion).toMatchObject({ offer_id: 'ordinaire', montant: 7.5 });
  });

  it('reads « Date de fin » as the last day covered, as the register’s export writes it', () => {
    const withEnd = recognizeHeaders(['Prénom', 'Nom', 'Email', 'Date de début', 'Date de fin']);
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', '01/09/2026', '31/08/2027'], withEnd);
    expect(readImportLine(cells, context).member?.adhesion).toMatchObject({
      date_debut: '2026-09-01',
      date_fin: '2027-09-01',
    });
  });

  it('ends the membership at the season’s end when the association has a season', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', '', '', '01/03/2026', ''], mapping);
    const september = { ...context, season: { start_month: 9, early_weeks: 4 } };
    expect(readImportLine(cells, september).member?.adhesion?.date_fin).toBe('2026-09-01');
  });

  it('takes the price of the type’s offer when the amount is left empty', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', 'Fondateur', '', '01/01/2026', ''], mapping);
    expect(readImportLine(cells, context).member?.adhesion).toMatchObject({
      type: 'bienfaiteur',
      montant: 50,
    });
  });

  it('names every problem of a line', () => {
    const cells = cellsOf(['', 'Roux', 'pas-un-email', 'Platine', '7,5x', '32/01/2026', 'bitcoin'], mapping);
    const { member, problems } = readImportLine(cells, context);
    expect(member).toBeNull();
    expect(problems).toEqual([
      'Prénom manquant',
      'Email invalide : pas-un-email',
      'Type d’adhésion inconnu : Platine (valeurs acceptées : Membre Ordinaire, Membre Actif, Membre Fondateur, Tarif réduit)',
      'Mode de paiement inconnu : bitcoin',
      'Date de début invalide : 32/01/2026 (JJ/MM/AAAA)',
      'Montant invalide : 7,5x',
    ]);
  });

  it('makes « Bienfaiteur » a line to correct, never another type by default', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', 'Bienfaiteur', '', '01/01/2026', ''], mapping);
    expect(readImportLine(cells, context)).toEqual({
      member: null,
      problems: [
        'Type d’adhésion inconnu : Bienfaiteur (valeurs acceptées : Membre Ordinaire, Membre Actif, Membre Fondateur, Tarif réduit)',
      ],
      suggestions: {},
    });
  });

  it('refuses an office the spec does not name, listing the accepted ones', () => {
    const cells = { prenom: 'Léa', nom: 'Roux', email: 'lea@exemple.fr' };
    expect(readImportLine({ ...cells, fonction: 'Trésorier adjoint' }, context).problems).toEqual([
      'Fonction inconnue : Trésorier adjoint (valeurs acceptées : Membre, Président ou Présidente, Secrétaire, Trésorier ou Trésorière)',
    ]);
    expect(readImportLine({ ...cells, fonction: 'Présidente' }, context).member?.fonction).toBe('Président');
    expect(readImportLine({ ...cells, fonction: 'Trésorière' }, context).member?.fonction).toBe(
      'Trésorier(e)',
    );
  });

  it('flags a phone that lost its leading 0 in a spreadsheet, and suggests it back', () => {
    const cells = { prenom: 'Léa', nom: 'Roux', email: 'lea@exemple.fr', telephone: '612345678' };
    expect(readImportLine(cells, context)).toEqual({
      member: null,
      problems: ['Téléphone : 0 manquant ? 612345678 (proposé : 0612345678)'],
      suggestions: { telephone: '0612345678' },
    });
    expect(readImportLine({ ...cells, telephone: '0612345678' }, context).member?.telephone).toBe(
      '0612345678',
    );
  });

  it('refuses a name spread over several lines of a cell', () => {
    const cells = cellsOf(['Léa', 'Roux\nMontant : 5 000 €', 'lea@exemple.fr', '', '', '', ''], mapping);
    expect(readImportLine(cells, context)).toEqual({
      member: null,
      problems: ['Nom sur plusieurs lignes'],
      suggestions: {},
    });
  });

  it('refuses letters in a phone number, as the member’s profile would', () => {
    const cells = { prenom: 'Léa', nom: 'Roux', email: 'lea@exemple.fr', telephone: 'abc' };
    expect(readImportLine(cells, context).problems).toEqual([
      'Téléphone invalide : abc (chiffres, espaces et + . - ( ) seulement)',
    ]);
    expect(readImportLine({ ...cells, telephone: '+33 6 12 34 56 78' }, context).problems).toEqual([]);
  });

  it('asks for a start date when the line gives a membership', () => {
    const cells = cellsOf(['Léa', 'Roux', 'lea@exemple.fr', '', '7,50', '', 'Espèces'], mapping);
    expect(readImportLine(cells, context).problems).toEqual(['Date de début manquante pour l’adhésion']);
  });
});
