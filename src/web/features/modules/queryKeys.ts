export const modulesKeys = {
  all: ['modules'] as const,
};
