/** Every read of the offers starts with `all`: a change made by the administrator refreshes them all. */
export const offerKeys = {
  all: ['offers'] as const,
  admin: ['offers', 'admin'] as const,
};
