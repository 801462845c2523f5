const all = ['donations-admin'] as const;

export const donationsAdminKeys = {
  all,
  list: [...all, 'list'] as const,
};
