export const questionKeys = {
  all: ['questions'] as const,
  list: ['questions', 'list'] as const,
  draw: ['questions', 'draw'] as const,
};
