import { describe, expect, it } from 'vitest';
import { moneyByHand } from './money-rules.ts';

const lines = (file: string, text: string) => moneyByHand({ file, text }).map((problem) => problem.line);

describe('money converted by hand', () => {
  it('refuses a planted * 100, / 100, 100 * or toFixed(2) outside the money module', () => {
    const planted = [
      'const cents = Math.round(price * 100);',
      'const euros = checkout.amount_cents / 100;',
      'const cents = 100 * euros;',
      "const text = amount.toFixed(2).replace('.', ',');",
    ].join('\n');
    expect(lines('src/server/features/offers/service.ts', planted)).toEqual([1, 2, 3, 4]);
    expect(lines('src/server/features/offers/offers.test.ts', planted)).toEqual([1, 2, 3, 4]);
  });

  it('lets the money and percent modules, sizes in KiB, longer numbers and comments be', () => {
    expect(lines('src/domain/money.ts', 'export const centsToEuros = (cents) => cents / 100;')).toEqual([]);
    expect(lines('src/domain/percent.ts', 'export const asPercent = (ratio) => ratio * 100;')).toEqual([]);
    const harmless = [
      'expect(bytes).toBeLessThan(100 * 1024);',
      'const limit = count * 1000;',
      'const wait = delay / 1005;',
      '// 12,30 € is 1230 cents: never amount * 100 by hand',
      ' * 100,000 members never sit in memory',
    ].join('\n');
    expect(lines('src/server/features/members/export.ts', harmless)).toEqual([]);
  });
});
