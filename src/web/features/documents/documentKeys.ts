export const documentKeys = {
  mine: ['documents'] as const,
  admin: ['admin', 'documents'] as const,
  adminSearch: (search: string) => ['admin', 'documents', search] as const,
};
