export const settingsKeys = {
  all: ['settings'] as const,
  /** The first sign-in step: still to show or not. */
  setup: ['settings', 'setup'] as const,
};
