export const eventKeys = {
  all: ['events'] as const,
  participants: (eventId: string) => ['events', eventId, 'participants'] as const,
};
