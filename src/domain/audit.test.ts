import { describe, expect, it } from 'vitest';
import { VOTER_RULE_LABELS } from './assembly-resolutions.ts';
import {
  auditActionsMatching,
  auditFieldLabel,
  describeAuditChanges,
  formatAuditValue,
  hasAuditFieldLabel,
} from './audit.ts';
import { donationSettingsSchema } from './donations-schemas.ts';
import { formatEuros } from './format.ts';
import { associationSettingsSchema } from './settings.ts';

describe('formatAuditValue', () => {
  it('writes each kind of value as a person reads it', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('Oui');
    expect(formatAuditValue(false)).toBe('Non');
    expect(formatAuditValue(1500)).toBe('1\u202f500');
    expect(formatAuditValue(7.5, 'montant')).toBe(formatEuros(7.5));
    expect(formatAuditValue(0, 'fee_standard')).toBe(formatEuros(0));
    expect(formatAuditValue('2026-03-01')).toBe('01/03/2026');
    expect(formatAuditValue('2026-03-12T17:30:00.000Z')).toBe('12/03/2026 18:30');
    expect(formatAuditValue(['Rapport moral', 'Budget'])).toBe('Rapport moral ; Budget');
    expect(formatAuditValue('Lyon')).toBe('Lyon');
  });

  it('shows a text that only looks like a date as it was typed', () => {
    expect(formatAuditValue('2026-13-01')).toBe('2026-13-01');
    expect(formatAuditValue('2026-02-30', 'titre')).toBe('2026-02-30');
    expect(formatAuditValue('2026-02-30T10:00:00.000Z')).toBe('2026-02-30T10:00:00.000Z');
  });
});

describe('the French words of recorded fields', () => {
  it('names every field of the settings, which are journalled as saved', () => {
    const fields = [
      ...Object.keys(associationSettingsSchema.shape),
      ...Object.keys(donationSettingsSchema.shape),
    ];
    expect(fields.filter((field) => !hasAuditFieldLabel(field))).toEqual([]);
  });

  it('shows a stored key in the words of the screen that set it', () => {
    expect(
      describeAuditChanges({
        legal_status: { before: null, after: 'interet_general' },
        receipt_mode: { before: 'par_don', after: 'annuel' },
        articles: { before: null, after: ['200', '238 bis'] },
        ag_voters: { before: 'valides', after: 'a_jour' },
        cancel_reason: { before: null, after: 'Montant erroné' },
        max_amount: { before: 10000, after: 5000 },
      }),
    ).toBe(
      [
        'Bénéficiaire des versements : Œuvre ou organisme d’intérêt général',
        'Mode des reçus : Un reçu par don → Un reçu annuel par donateur',
        'Articles du CGI : Article 200 du CGI (impôt sur le revenu) ; Article 238 bis du CGI (impôt sur les sociétés)',
        `Membres ayant voix à l'AG : ${VOTER_RULE_LABELS.valides} → ${VOTER_RULE_LABELS.a_jour}`,
        'Motif d’annulation : Montant erroné',
        `Montant maximum d’un don : ${formatEuros(10000)} → ${formatEuros(5000)}`,
      ].join('\n'),
    );
  });
});

describe('describeAuditChanges', () => {
  it('writes each changed field on its line, a creation by its value, a deletion by its former one', () => {
    expect(
      describeAuditChanges({
        ville: { before: 'Lyon', after: 'Paris' },
        telephone: { before: null, after: '0601020304' },
        is_active: { before: true, after: null },
      }),
    ).toBe('Ville : Lyon → Paris\nTéléphone : 0601020304\nCompte validé : Oui → supprimé');
    expect(describeAuditChanges({})).toBe('');
  });
});

describe('auditActionsMatching', () => {
  it('finds the actions by their French words, accents and case aside', () => {
    expect(auditActionsMatching('VALIDATION')).toEqual(['member.validate']);
    expect(auditActionsMatching('materiel')).toEqual(
      expect.arrayContaining(['material.create', 'loan.retire', 'loan.return']),
    );
    expect(auditActionsMatching('retour')).toEqual(['loan.return']);
  });

  it('reads a word of one or two letters as the start of a word only', () => {
    expect(auditActionsMatching('ag')).toEqual([]);
    expect(auditActionsMatching('mo')).toContain('member.update');
    expect(auditActionsMatching('zz')).toEqual([]);
  });
});

describe('auditFieldLabel', () => {
  it('names a known field in French and keeps an unknown one as it is', () => {
    expect(auditFieldLabel('code_postal')).toBe('Code postal');
    expect(auditFieldLabel('fee_bienfaiteur')).toBe('Cotisation Membre Fondateur');
    expect(auditFieldLabel('nouveau_champ')).toBe('nouveau_champ');
  });
});
