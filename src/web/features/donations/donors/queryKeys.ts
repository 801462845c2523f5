const all = ['donors'] as const;

export const donorsKeys = {
  all,
  list: [...all, 'list'] as const,
};
