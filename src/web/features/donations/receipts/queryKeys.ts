const all = ['donation-receipts'] as const;

export const receiptKeys = {
  all,
  list: [...all, 'list'] as const,
  declaration: (year: number) => [...all, 'declaration', year] as const,
};
