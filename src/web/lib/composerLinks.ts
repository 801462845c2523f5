/**
 * Where a new message can start from, and what it starts with: an assembly's convocation, a word
 * to an event's participants, or to one member (a borrower). The composer's address carries it,
 * so the page draws the same on a reload. Here rather than in messages: the pages that link to the
 * composer (assemblies, events, loans) are ones messages reads from.
 */
const NEW_MESSAGE = '/admin/messages/nouveau';

/** The names of the composer's address parameters, read back by useComposerStart. */
export const COMPOSER_PARAMS = {
  assembly: 'assemblee',
  event: 'evenement',
  member: 'membre',
  subject: 'sujet',
} as const;

export const composerLinks = {
  convocation: (assemblyId: string) =>
    `${NEW_MESSAGE}?${new URLSearchParams({ [COMPOSER_PARAMS.assembly]: assemblyId })}`,
  participants: (event: { id: string; titre: string }) =>
    `${NEW_MESSAGE}?${new URLSearchParams({ [COMPOSER_PARAMS.event]: event.id, [COMPOSER_PARAMS.subject]: event.titre })}`,
  member: (memberId: string, subject: string) =>
    `${NEW_MESSAGE}?${new URLSearchParams({ [COMPOSER_PARAMS.member]: memberId, [COMPOSER_PARAMS.subject]: subject })}`,
};
