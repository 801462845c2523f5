const all = ['dossiers'] as const;

export const dossierKeys = {
  all,
  list: [...all, 'list'] as const,
  history: (dossierId: string) => [...all, 'detail', dossierId, 'history'] as const,
};
