import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const auditRoutes: FeatureRoutes = {
  admin: [
    { path: 'journal', ...lazyRoute(() => import('./JournalPage.tsx'), 'JournalPage', { title: 'Journal' }) },
  ],
};
