const all = ['my-donations'] as const;

export const myDonationKeys = { all, list: [...all, 'list'] as const };
