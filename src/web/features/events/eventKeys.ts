import type { EventPeriod } from '../../../domain/events.ts';

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (when: EventPeriod) => ['events', 'list', when] as const,
  participants: (eventId: string) => ['events', eventId, 'participants'] as const,
};
