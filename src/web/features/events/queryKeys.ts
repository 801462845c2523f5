import type { EventPeriod } from '../../../domain/events.ts';

const all = ['events'] as const;

export const eventKeys = {
  all,
  /** The prefix of both lists, the upcoming and the past. */
  lists: [...all, 'list'] as const,
  list: (when: EventPeriod) => [...all, 'list', when] as const,
  participants: (eventId: string) => [...all, 'detail', eventId, 'participants'] as const,
};
