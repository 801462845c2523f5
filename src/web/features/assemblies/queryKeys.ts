const all = ['assemblies'] as const;

export const assemblyKeys = {
  all,
  current: [...all, 'current'] as const,
  past: [...all, 'past'] as const,
  /** What members and administrators both read of one AG. */
  detail: (agId: string) => [...all, 'detail', agId] as const,
  participants: (agId: string) => [...all, 'detail', agId, 'participants'] as const,
  comments: (agId: string) => [...all, 'detail', agId, 'comments'] as const,
  adminList: [...all, 'admin', 'list'] as const,
  adminDetail: (agId: string) => [...all, 'admin', 'detail', agId] as const,
  adminComments: (agId: string) => [...all, 'admin', 'detail', agId, 'comments'] as const,
  minutes: (agId: string) => [...all, 'admin', 'detail', agId, 'minutes'] as const,
};
