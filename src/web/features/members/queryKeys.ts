const all = ['members'] as const;

export const memberKeys = {
  all,
  /** The administrators' register. */
  list: [...all, 'list'] as const,
  /** The offers the administrator's membership forms choose from. */
  myAdhesions: [...all, 'me', 'adhesions'] as const,
  /**
   * Every membership of one member, under the register's key: what adds, corrects or deletes a
   * membership refreshes the register, and this list with it.
   */
  adhesionsOf: (userId: string) => [...all, 'list', 'adhesions', userId] as const,
  profile: [...all, 'me', 'profile'] as const,
  /** The households that named the member and wait for her answer. */
  householdInvitations: [...all, 'me', 'household-invitations'] as const,
  /** How many imported members still await their invitation. */
  dueInvitations: [...all, 'due-invitations'] as const,
  renewal: (sessionId: string) => [...all, 'me', 'renewal', sessionId] as const,
};
