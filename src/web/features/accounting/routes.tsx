import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const accountingRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'comptabilite',
      ...lazyRoute(() => import('./EntriesPage.tsx'), 'EntriesPage', { title: 'Comptabilité' }),
    },
    {
      path: 'comptabilite/exercices',
      ...lazyRoute(() => import('./YearsPage.tsx'), 'YearsPage', { title: 'Exercices comptables' }),
    },
    {
      path: 'comptabilite/plan',
      ...lazyRoute(() => import('./ChartPage.tsx'), 'ChartPage', { title: 'Plan comptable' }),
    },
    {
      path: 'comptabilite/projets',
      ...lazyRoute(() => import('./ProjectsPage.tsx'), 'ProjectsPage', { title: 'Projets' }),
    },
    {
      path: 'comptabilite/comptes/:id',
      ...lazyRoute(() => import('./AccountLedgerPage.tsx'), 'AccountLedgerPage', {
        title: 'Lignes du compte',
      }),
    },
  ],
};
