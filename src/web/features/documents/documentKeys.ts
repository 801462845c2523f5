export const documentKeys = {
  mine: ['documents'] as const,
  admin: ['admin', 'documents'] as const,
};
