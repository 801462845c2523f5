import { dayAfter } from '../../../domain/accounting-years.ts';
import { todayIso } from '../../../domain/members.ts';

export type YearPreset = 'septembre' | 'janvier' | 'autres';

export const PRESET_LABELS: Record<YearPreset, string> = {
  septembre: '1er septembre – 31 août',
  janvier: '1er janvier – 31 décembre',
  autres: 'Autres dates',
};

/**
 * The dates a preset gives for the year that starts the day after the last one (or that runs
 * today): the season from the 1st of September holding that day, or its calendar year.
 */
export function presetDates(preset: Exclude<YearPreset, 'autres'>, lastEnd: string | null) {
  const from = lastEnd ? dayAfter(lastEnd) : todayIso();
  const year = Number(from.slice(0, 4));
  if (preset === 'janvier') return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  const first = Number(from.slice(5, 7)) >= 9 ? year : year - 1;
  return { start_date: `${first}-09-01`, end_date: `${first + 1}-08-31` };
}
