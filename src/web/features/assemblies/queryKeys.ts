export const assemblyKeys = {
  current: ['assemblies', 'current'] as const,
  participants: (agId: string) => ['assemblies', agId, 'participants'] as const,
  adminList: ['admin', 'assemblies'] as const,
};
