/**
 * The dashboard's reads, kept here rather than in its folder: the features whose changes move its
 * counts (members, memberships) refresh them, and the dashboard shows cards of those features, so
 * each folder naming the other would make a loop.
 */
const all = ['dashboard'] as const;

export const dashboardKeys = {
  all,
  /** The member counts; a change to a member or a membership changes them. */
  stats: [...all, 'stats'] as const,
  yearStatistics: [...all, 'year-statistics'] as const,
  reminders: [...all, 'reminders'] as const,
};
