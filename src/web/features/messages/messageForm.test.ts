import { describe, expect, it } from 'vitest';
import { isAudienceComplete, newFilter, toFormValues, validateMessage } from './messageForm.ts';

const values = toFormValues(null);

describe('the composer’s values', () => {
  it('start a new message as news to all members, unless the composer was opened from somewhere', () => {
    expect(values).toEqual({
      category: 'informations',
      subject: '',
      bodyHtml: '',
      audience: { combine: 'et', filters: [{ kind: 'tous' }] },
    });
    expect(toFormValues(null, { subject: 'Café souvenirs' }).subject).toBe('Café souvenirs');
  });

  it('count an audience once each filter has its event, assembly or members', () => {
    expect(isAudienceComplete({ combine: 'et', filters: [newFilter('adhesion'), newFilter('bureau')] })).toBe(
      true,
    );
    expect(isAudienceComplete({ combine: 'ou', filters: [newFilter('tous'), newFilter('evenement')] })).toBe(
      false,
    );
    expect(isAudienceComplete({ combine: 'et', filters: [newFilter('choisis')] })).toBe(false);
    expect(isAudienceComplete({ combine: 'et', filters: [] })).toBe(false);
  });

  it('are refused without a subject, with a subject too long, without a body, with a filter unfinished', () => {
    expect(validateMessage(values)).toEqual({
      subject: 'Le sujet est requis',
      bodyHtml: 'Le message est vide',
      audience: undefined,
    });
    const unfinished = { combine: 'et' as const, filters: [newFilter('assemblee')] };
    expect(
      validateMessage({
        ...values,
        subject: 'x'.repeat(201),
        bodyHtml: '<p>Bonjour</p>',
        audience: unfinished,
      }),
    ).toEqual({
      subject: 'Le sujet est trop long',
      bodyHtml: undefined,
      audience: 'Choisissez un événement, une assemblée ou des membres pour chaque filtre',
    });
  });
});
