export const membersQueryKeys = {
  myAdhesions: ['members', 'me', 'adhesions'] as const,
  profile: ['members', 'me', 'profile'] as const,
  renewalFinalize: (sessionId: string) => ['members', 'me', 'renewal', sessionId] as const,
  adminUsers: ['admin', 'users'] as const,
  adminStats: ['admin', 'stats'] as const,
};
