import { describe, expect, it } from 'vitest';
import { reminderKindLabel, reminderWindows } from './reminders.ts';

describe('reminderWindows', () => {
  it('opens each "before" reminder on its day and keeps it until the next one is due', () => {
    expect(reminderWindows('2026-12-31', { before: [7, 30], after: 1 })).toEqual([
      { kind: 'avant-30', timing: 'avant', from: '2026-12-01', until: '2026-12-23' },
      { kind: 'avant-7', timing: 'avant', from: '2026-12-24', until: '2026-12-30' },
      { kind: 'apres-1', timing: 'apres', from: '2027-01-01', until: '2027-01-08' },
    ]);
  });

  it('sends no reminder after the end when the association chose none', () => {
    expect(reminderWindows('2026-03-01', { before: [15], after: null })).toEqual([
      { kind: 'avant-15', timing: 'avant', from: '2026-02-14', until: '2026-02-28' },
    ]);
  });
});

describe('reminderWindows with a fixed season', () => {
  const days = { before: [30], after: 1 };

  it('reminds a membership ending with the season all the next season, in place of the reminder after the end', () => {
    for (const dateFin of ['2026-09-01', '2026-08-31'])
      expect(reminderWindows(dateFin, days, 9).slice(1)).toEqual([
        { kind: 'non-renouvele', timing: 'apres', from: '2026-09-01', until: '2027-08-31' },
      ]);
  });

  it('keeps the reminder after the end of a membership ending during the season, then reminds it at the next start', () => {
    expect(reminderWindows('2026-03-15', days, 9).slice(1)).toEqual([
      { kind: 'apres-1', timing: 'apres', from: '2026-03-16', until: '2026-03-23' },
      { kind: 'non-renouvele', timing: 'apres', from: '2026-09-01', until: '2027-08-31' },
    ]);
  });
});

describe('reminderKindLabel', () => {
  it('says when the reminder goes, in French', () => {
    expect(reminderKindLabel('avant-30')).toBe('30 jours avant la fin');
    expect(reminderKindLabel('apres-1')).toBe('1 jour après la fin');
    expect(reminderKindLabel('non-renouvele')).toBe('Non renouvelé, nouvelle saison');
  });
});
