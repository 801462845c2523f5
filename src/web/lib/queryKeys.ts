/**
 * Query keys. Each feature has a `queryKeys.ts` exporting `<feature>Keys`, whose keys all start
 * with its `all` (`['events']`), so that invalidating `all` refreshes the feature and nothing else:
 * `list` is the prefix of a paged list (usePagedList appends the page, search and filters),
 * `detail(id)` one item, and named keys the feature's other reads. This file holds the reads of
 * this folder, that every feature shares; the dashboard's are in dashboardKeys.ts (see there).
 */
export const queryKeys = {
  session: ['session'] as const,
  association: ['association'] as const,
  legalInfos: ['legal-infos'] as const,
  memberSearch: (typed: string) => ['member-directory', 'search', typed] as const,
  memberEntry: (id: string | null) => ['member-directory', 'detail', id] as const,
};
