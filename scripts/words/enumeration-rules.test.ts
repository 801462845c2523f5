import { describe, expect, it } from 'vitest';
import { type Enumeration, enumerationProblems } from './enumeration-rules.ts';

const PURPOSES: Enumeration = { name: 'checkout_purpose', values: ['inscription', 'renouvellement', 'don'] };
const DECLARATION = {
  file: 'src/domain/checkouts.ts',
  text: "export const CHECKOUT_PURPOSES = ['inscription', 'renouvellement', 'don'] as const;",
};
const lines = (file: string, text: string) =>
  enumerationProblems([DECLARATION, { file, text }], [PURPOSES]).map(({ file, line }) => `${file}:${line}`);

describe('stored enumerations declared once', () => {
  it('takes the domain list as the declaration', () => {
    expect(enumerationProblems([DECLARATION], [PURPOSES])).toEqual([]);
  });

  it('refuses a planted pgEnum given its values in place', () => {
    const planted = "export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sent', 'failed']);";
    expect(lines('src/server/db/schema.ts', planted)).toEqual(['src/server/db/schema.ts:1']);
  });

  it('refuses the values spelled again, as a union type or as a list, in any order', () => {
    const planted = [
      "export type CheckoutPurpose = 'inscription' | 'renouvellement' | 'don';",
      "const purposes = ['don', 'inscription', 'renouvellement'];",
    ].join('\n');
    expect(lines('src/server/infra/payments/provider.ts', planted)).toEqual([
      'src/server/infra/payments/provider.ts:1',
      'src/server/infra/payments/provider.ts:2',
    ]);
    expect(lines('src/domain/payments.ts', `export ${planted.split('\n')[1]}`)).toEqual([
      'src/domain/payments.ts:1',
    ]);
  });

  it('lets a part of the values be, and the same words in a string', () => {
    const harmless = [
      "const paid = inArray(checkoutSessions.purpose, ['inscription', 'renouvellement']);",
      "const text = 'inscription | renouvellement | don';",
    ].join('\n');
    expect(lines('src/server/features/payments/catch-up.ts', harmless)).toEqual([]);
  });
});
