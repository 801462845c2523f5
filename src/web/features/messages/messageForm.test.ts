import { describe, expect, it } from 'vitest';
import { messageInputSchema } from '../../../domain/message-audience.ts';
import { isAudienceComplete, newFilter, toFormValues, toMessageInput } from './messageForm.ts';

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

  it('go to the draft routes’ schema, which refuses them in French beside their fields', () => {
    const refusals = (input: ReturnType<typeof toMessageInput>) =>
      messageInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refusals(toMessageInput(values, null))).toEqual([
      ['subject', 'Le sujet est requis'],
      ['bodyHtml', 'Le message est vide'],
    ]);
    const unfinished = { combine: 'et' as const, filters: [newFilter('evenement')] };
    const written = { ...values, subject: ' Sortie ', bodyHtml: '<p>Bonjour</p>', audience: unfinished };
    expect(refusals(toMessageInput(written, null))?.map(([path]) => path)).toEqual([
      'audience.filters.0.eventId',
    ]);
    expect(toMessageInput(written, null).subject).toBe('Sortie');
  });
});
