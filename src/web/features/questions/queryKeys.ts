const all = ['questions'] as const;

export const questionKeys = {
  all,
  list: [...all, 'list'] as const,
  draw: (draw: { count: number; exclude?: string }) => [...all, 'draw', draw] as const,
};
