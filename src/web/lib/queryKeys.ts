export const queryKeys = {
  session: ['session'] as const,
  association: ['association'] as const,
  legalInfos: ['legal-infos'] as const,
  pendingUsers: ['admin', 'pending-users'] as const,
  registrationFinalize: (sessionId: string) => ['registration', 'finalize', sessionId] as const,
  registrationDraft: (checkoutId: string) => ['registration', 'draft', checkoutId] as const,
};
