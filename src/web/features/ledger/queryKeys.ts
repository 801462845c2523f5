const all = ['ledger'] as const;

export const ledgerKeys = {
  all,
  list: [...all, 'list'] as const,
};
