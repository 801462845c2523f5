import { describe, expect, it } from 'vitest';
import { canRenew, membershipPeriod, ROLLING_YEAR, seasonLabel } from './seasons.ts';

const september = { start_month: 9, early_weeks: 4 };
const active = (date_debut: string, date_fin: string) => ({
  statut: 'active' as const,
  date_debut,
  date_fin,
});

describe('membershipPeriod', () => {
  it('counts a rolling year from the payment, as the spec does', () => {
    expect(membershipPeriod(ROLLING_YEAR, '2027-01-15')).toEqual({
      date_debut: '2027-01-15',
      date_fin: '2028-01-15',
    });
  });

  it('follows on from the membership still running', () => {
    const current = [active('2026-03-01', '2027-03-01')];
    expect(membershipPeriod(ROLLING_YEAR, '2027-02-10', current)).toEqual({
      date_debut: '2027-03-01',
      date_fin: '2028-03-01',
    });
    expect(membershipPeriod(september, '2027-08-20', [active('2026-09-01', '2027-09-01')])).toEqual({
      date_debut: '2027-09-01',
      date_fin: '2028-09-01',
    });
  });

  it('follows on from a paid renewal still pending, and never from one that is over', () => {
    const renewed = [
      active('2026-03-01', '2027-03-01'),
      { statut: 'pending' as const, date_debut: '2027-03-01', date_fin: '2028-03-01' },
    ];
    expect(membershipPeriod(ROLLING_YEAR, '2027-02-10', renewed)).toEqual({
      date_debut: '2028-03-01',
      date_fin: '2029-03-01',
    });
    expect(membershipPeriod(ROLLING_YEAR, '2028-03-01', renewed)).toEqual({
      date_debut: '2028-03-01',
      date_fin: '2029-03-01',
    });
  });

  it('ends a season membership at the next season start', () => {
    expect(membershipPeriod(september, '2027-01-15')).toEqual({
      date_debut: '2027-01-15',
      date_fin: '2027-09-01',
    });
    expect(membershipPeriod(september, '2027-09-01')).toEqual({
      date_debut: '2027-09-01',
      date_fin: '2028-09-01',
    });
    expect(membershipPeriod({ start_month: 1, early_weeks: 0 }, '2027-12-31')).toEqual({
      date_debut: '2027-12-31',
      date_fin: '2028-01-01',
    });
  });

  it('gives the next season to a payment in the last weeks of the current one', () => {
    expect(membershipPeriod(september, '2027-08-04')).toEqual({
      date_debut: '2027-09-01',
      date_fin: '2028-09-01',
    });
    expect(membershipPeriod(september, '2027-08-03')).toEqual({
      date_debut: '2027-08-03',
      date_fin: '2027-09-01',
    });
  });
});

describe('canRenew', () => {
  const current = [active('2026-09-01', '2027-09-01')];

  it('waits for the end of a rolling year', () => {
    expect(canRenew(ROLLING_YEAR, current, '2027-08-31')).toBe(false);
    expect(canRenew(ROLLING_YEAR, current, '2027-09-01')).toBe(true);
    expect(canRenew(ROLLING_YEAR, [], '2027-09-01')).toBe(true);
  });

  it('opens in the last weeks of a season', () => {
    expect(canRenew(september, current, '2027-08-03')).toBe(false);
    expect(canRenew(september, current, '2027-08-04')).toBe(true);
  });

  it('is not offered twice: a pending renewal covers the next season', () => {
    const renewed = [
      ...current,
      { statut: 'pending' as const, date_debut: '2027-09-01', date_fin: '2028-09-01' },
    ];
    expect(canRenew(september, renewed, '2027-08-20')).toBe(false);
  });
});

it('names the season as the treasurer reads it', () => {
  expect(seasonLabel(ROLLING_YEAR)).toBe('Un an à partir du paiement');
  expect(seasonLabel({ start_month: 1 })).toBe('Année civile (janvier à décembre)');
  expect(seasonLabel({ start_month: 9 })).toBe('Saison de septembre à août');
});
