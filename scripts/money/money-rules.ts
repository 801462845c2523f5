/**
 * The money rule the docs state (DESIGN, « Money is exact »): euros become cents and cents euros in
 * `src/domain/money.ts` only. A `* 100`, `/ 100` or `100 *` anywhere else is an amount converted by
 * hand; a percentage goes through `src/domain/percent.ts`, a size in KiB is written `100 * 1024`.
 */
export type SourceFile = { file: string; text: string };
export type Problem = { file: string; line: number; reason: string };

const ALLOWED_FILES = new Set([
  'src/domain/money.ts',
  'src/domain/percent.ts',
  // Numbers in words count in hundreds; the amount's euros and centimes come from money.ts.
  'src/domain/amount-in-words.ts',
  // The rule's own pattern and the violations its test plants.
  'scripts/money/money-rules.ts',
  'scripts/money/money-rules.test.ts',
]);
const BY_HAND = /(?:[*/]\s*100(?![\d._])|(?<![\d._])100\s*\*(?!\s*1024\b))/;
const FIXED_CENTS = /\.toFixed\(\s*2\s*\)/;

export function moneyByHand({ file, text }: SourceFile): Problem[] {
  if (ALLOWED_FILES.has(file)) return [];
  return text.split('\n').flatMap((content, index) => {
    const code = content.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    if (BY_HAND.test(code))
      return [
        {
          file,
          line: index + 1,
          reason: 'conversion euros/centimes à la main : passer par src/domain/money.ts',
        },
      ];
    if (FIXED_CENTS.test(code))
      return [
        {
          file,
          line: index + 1,
          reason: 'toFixed(2) sur un montant : passer par decimalComma de src/domain/money.ts',
        },
      ];
    return [];
  });
}
