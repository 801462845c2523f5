import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DONATION } from './donations.ts';
import { giftAmountWithin, onlineDonationSchemaFor } from './donations-schemas.ts';

const gift = {
  prenom: 'Mathilde',
  nom: 'Généreuse',
  email: 'mathilde@example.org',
  adresse: null,
  code_postal: null,
  ville: null,
  receipt_wanted: false,
};

const amountMessages = (amount: number) => {
  const result = onlineDonationSchemaFor(giftAmountWithin(DEFAULT_MAX_DONATION)).safeParse({
    ...gift,
    amount,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the donation page’s amount', () => {
  it('says the maximum the settings give, below the minimum as above the maximum', () => {
    for (const amount of [0, -5, 0.5, 10_000.01, 2_000_000]) {
      expect(amountMessages(amount), String(amount)).toEqual([
        'Le montant du don doit être compris entre 1 € et 10\u202f000 €',
      ]);
    }
    expect(amountMessages(1)).toEqual([]);
    expect(amountMessages(10_000)).toEqual([]);
  });
});
