import { describe, expect, it } from 'vitest';
import type { AgStatus } from './assemblies.ts';
import { DAY_RULES, planAssemblyTransition } from './assembly-day.ts';

describe('planAssemblyTransition', () => {
  const cases: [AgStatus, AgStatus, ReturnType<typeof planAssemblyTransition>][] = [
    ['a_venir', 'a_venir', { transition: 'none' }],
    ['a_venir', 'en_cours', { transition: 'open' }],
    ['a_venir', 'terminee', { refusal: DAY_RULES.openFirst }],
    ['en_cours', 'en_cours', { transition: 'none' }],
    ['en_cours', 'terminee', { transition: 'close' }],
    ['en_cours', 'a_venir', { refusal: DAY_RULES.noBackToComing }],
    ['terminee', 'terminee', { transition: 'none' }],
    ['terminee', 'en_cours', { refusal: DAY_RULES.final }],
    ['terminee', 'a_venir', { refusal: DAY_RULES.final }],
  ];
  it.each(cases)('from %s to %s', (from, to, plan) => {
    expect(planAssemblyTransition(from, to)).toEqual(plan);
  });
});
