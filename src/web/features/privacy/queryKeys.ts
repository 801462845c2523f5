const all = ['privacy'] as const;

export const privacyKeys = {
  all,
  /** The administrators' list of erasure requests. */
  list: [...all, 'list'] as const,
  myErasureRequest: [...all, 'me', 'erasure-request'] as const,
};
