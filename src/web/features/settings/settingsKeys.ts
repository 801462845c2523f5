export const settingsKeys = {
  settings: ['settings'] as const,
};
