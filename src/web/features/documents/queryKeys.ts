const all = ['documents'] as const;

export const documentKeys = {
  all,
  list: [...all, 'list'] as const,
  adminList: [...all, 'admin', 'list'] as const,
};
