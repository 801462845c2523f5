const all = ['audit'] as const;

export const auditKeys = {
  all,
  list: [...all, 'list'] as const,
};
