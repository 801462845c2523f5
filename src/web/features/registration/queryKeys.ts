const all = ['registration'] as const;

export const registrationKeys = {
  all,
  finalize: (sessionId: string) => [...all, 'finalize', sessionId] as const,
  draft: (checkoutId: string) => [...all, 'draft', checkoutId] as const,
};
