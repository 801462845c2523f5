import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  decimalComma,
  eurosAndCentimes,
  eurosToCents,
  formatCents,
  sumEuros,
} from './money.ts';

describe('money in cents', () => {
  it('reads euros exactly, from a number or a French or English text', () => {
    expect(eurosToCents('12.3')).toBe(1230);
    expect(eurosToCents('12,30')).toBe(1230);
    expect(eurosToCents(' 10 000,5 ')).toBe(1_000_050);
    expect(eurosToCents(12.3)).toBe(1230);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(-4.35)).toBe(-435);
    expect(eurosToCents(0)).toBe(0);
    expect(eurosToCents('7')).toBe(700);
  });

  it('refuses what is not an amount', () => {
    expect(() => eurosToCents('douze')).toThrow();
    expect(() => eurosToCents(Number.NaN)).toThrow();
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('gives back the euros of the API and sums without drift', () => {
    expect(centsToEuros(1230)).toBe(12.3);
    expect(centsToEuros(eurosToCents(4.35))).toBe(4.35);
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros(Array.from({ length: 1000 }, () => 19.99))).toBe(19_990);
  });

  it('writes amounts the French way', () => {
    expect(formatCents(1_000_000)).toBe('10\u202f000,00\u00a0€');
    expect(decimalComma(7.5)).toBe('7,50');
    expect(decimalComma(-0.05)).toBe('-0,05');
    expect(eurosAndCentimes(80.5)).toEqual({ euros: 80, centimes: 50 });
  });
});
