const all = ['materials'] as const;

export const materialKeys = {
  all,
  list: [...all, 'list'] as const,
  categories: [...all, 'categories'] as const,
  myLoans: [...all, 'loans', 'mine'] as const,
  adminLoans: [...all, 'loans', 'admin'] as const,
};
