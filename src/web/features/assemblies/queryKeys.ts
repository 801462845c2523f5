export const assemblyKeys = {
  current: ['assemblies', 'current'] as const,
  past: ['assemblies', 'past'] as const,
  participants: (agId: string) => ['assemblies', agId, 'participants'] as const,
  comments: (agId: string) => ['assemblies', agId, 'comments'] as const,
  /** The prefix of every query of the admin page. */
  admin: ['admin', 'assemblies'] as const,
  adminList: ['admin', 'assemblies', 'list'] as const,
  adminDetail: (agId: string) => ['admin', 'assemblies', agId] as const,
  adminComments: (agId: string) => ['admin', 'assemblies', agId, 'comments'] as const,
};
