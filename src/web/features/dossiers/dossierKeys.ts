export const dossierKeys = {
  all: ['dossiers'] as const,
  list: ['dossiers', 'list'] as const,
  history: (id: string) => ['dossiers', 'history', id] as const,
};
