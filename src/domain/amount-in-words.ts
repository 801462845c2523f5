import { eurosAndCentimes } from './money.ts';

/*
 * An amount in euros written in French words, as a tax receipt prints it beside the figures
 * (« quatre-vingts euros et cinquante centimes »). Traditional spelling throughout: hyphens only
 * below one hundred, « et » in 21, 31… 71, « vingt » and « cent » plural when multiplied and
 * ending the number, « mille » invariable, « million » and « milliard » nouns.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 1..99; `ending`: nothing follows, so « quatre-vingts » takes its s. */
function belowHundred(n: number, ending: boolean): string {
  if (n < 20) return UNITS[n] ?? '';
  if (n < 70) {
    const unit = n % 10;
    const tens = TENS[Math.floor(n / 10)] ?? '';
    if (unit === 0) return tens;
    return unit === 1 ? `${tens} et un` : `${tens}-${UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${UNITS[n - 60]}`;
  return n === 80 ? (ending ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[n - 80]}`;
}

/** 1..999; `ending`: nothing follows (« deux cents »), not even « mille » (« deux cent mille »). */
function belowThousand(n: number, ending: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) {
    if (hundreds > 1) words.push(UNITS[hundreds] ?? '');
    words.push(hundreds > 1 && rest === 0 && ending ? 'cents' : 'cent');
  }
  if (rest > 0) words.push(belowHundred(rest, ending));
  return words.join(' ');
}

/** A whole number in words; a million and a milliard are nouns, so they end their group plural. */
function wholeNumberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`number not handled: ${n}`);
  if (n === 0) return UNITS[0] ?? '';
  const groups: [number, string | null][] = [
    [Math.floor(n / 1e9), 'milliard'],
    [Math.floor(n / 1e6) % 1000, 'million'],
    [Math.floor(n / 1e3) % 1000, 'mille'],
    [n % 1000, null],
  ];
  const words: string[] = [];
  for (const [count, scale] of groups) {
    if (count === 0) continue;
    if (scale === 'mille') {
      words.push(count === 1 ? 'mille' : `${belowThousand(count, false)} mille`);
    } else if (scale) {
      // Before a noun, « quatre-vingts millions », « deux cents millions ».
      words.push(`${belowThousand(count, true)} ${scale}${count > 1 ? 's' : ''}`);
    } else {
      words.push(belowThousand(count, true));
    }
  }
  return words.join(' ');
}

/** 1 234 567,89 -> « un million deux cent trente-quatre mille cinq cent soixante-sept euros et quatre-vingt-neuf centimes ». */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`amount not handled: ${amount}`);
  const { euros, centimes } = eurosAndCentimes(amount);
  const parts: string[] = [];
  if (euros > 0 || centimes === 0) {
    const words = wholeNumberInWords(euros);
    // « un million d'euros »: after a noun of quantity, « de ».
    const unit = euros > 1 ? 'euros' : 'euro';
    parts.push(/(million|milliard)s?$/.test(words) ? `${words} d’euros` : `${words} ${unit}`);
  }
  if (centimes > 0) parts.push(`${wholeNumberInWords(centimes)} centime${centimes > 1 ? 's' : ''}`);
  return parts.join(' et ');
}
