const all = ['donation-page'] as const;

export const donationPageKeys = {
  all,
  form: [...all, 'form'] as const,
  finalize: (sessionId: string) => [...all, 'finalize', sessionId] as const,
};
