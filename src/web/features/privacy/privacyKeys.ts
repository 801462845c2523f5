export const privacyKeys = {
  myErasureRequest: ['privacy', 'me', 'erasure-request'] as const,
  erasureRequests: ['admin', 'erasure-requests'] as const,
};
