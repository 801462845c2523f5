/**
 * Where a new message can start from, and what it starts with: an assembly's convocation, a word
 * to an event's participants, or to one member (a borrower). The composer's address carries it,
 * so the page draws the same on a reload.
 */
const NEW_MESSAGE = '/admin/messages/nouveau';

export const composerLinks = {
  convocation: (assemblyId: string) => `${NEW_MESSAGE}?${new URLSearchParams({ assemblee: assemblyId })}`,
  participants: (event: { id: string; titre: string }) =>
    `${NEW_MESSAGE}?${new URLSearchParams({ evenement: event.id, sujet: event.titre })}`,
  member: (memberId: string, subject: string) =>
    `${NEW_MESSAGE}?${new URLSearchParams({ membre: memberId, sujet: subject })}`,
};
