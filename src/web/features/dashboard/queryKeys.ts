const all = ['dashboard'] as const;

export const dashboardKeys = {
  all,
  /** The member counts; a change to a member or a membership changes them. */
  stats: [...all, 'stats'] as const,
  yearStatistics: [...all, 'year-statistics'] as const,
  reminders: [...all, 'reminders'] as const,
};
