const all = ['messages'] as const;

export const messageKeys = {
  all,
  /** The administrators' side: the history, one message, its recipients, an audience's count. */
  admin: [...all, 'admin'] as const,
  adminList: [...all, 'admin', 'list'] as const,
  detail: (id: string) => [...all, 'admin', 'detail', id] as const,
  recipients: (id: string) => [...all, 'admin', 'detail', id, 'recipients'] as const,
  audience: (request: unknown) => [...all, 'admin', 'audience', request] as const,
  /** The events and assemblies an audience may name. */
  eventOptions: (search: string) => [...all, 'admin', 'events', search] as const,
  assemblyOptions: [...all, 'admin', 'assemblies'] as const,
  /** The member's side: what they received, one message, their choices. */
  received: [...all, 'received'] as const,
  receivedList: [...all, 'received', 'list'] as const,
  /** The dashboard's card: under the list's key, so that reading a message refreshes it too. */
  latest: [...all, 'received', 'list', 'latest'] as const,
  receivedOne: (id: string) => [...all, 'received', 'detail', id] as const,
  preferences: [...all, 'preferences'] as const,
};
