const all = ['validation'] as const;

export const validationKeys = {
  all,
  /** The accounts waiting for an administrator. */
  list: [...all, 'list'] as const,
};
