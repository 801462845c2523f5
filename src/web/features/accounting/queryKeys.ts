const all = ['accounting'] as const;

/** Every read of the books starts with `all`: an entry saved touches entries, ledgers and years' counts. */
export const accountingKeys = {
  all,
  years: [...all, 'years'] as const,
  entries: [...all, 'entries'] as const,
  nextPiece: (yearId: string) => [...all, 'next-piece', yearId] as const,
  accounts: [...all, 'accounts'] as const,
  accountOptions: [...all, 'account-options'] as const,
  projects: [...all, 'projects'] as const,
  ledger: (accountId: string) => [...all, 'ledger', accountId] as const,
};
