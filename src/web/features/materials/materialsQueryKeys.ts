export const materialsQueryKeys = {
  materials: ['materials'] as const,
  categories: ['material-categories'] as const,
  myLoans: ['material-loans', 'mine'] as const,
  allLoans: ['admin', 'material-loans'] as const,
};
