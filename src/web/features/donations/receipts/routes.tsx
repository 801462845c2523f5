import { type FeatureRoutes, lazyRoute } from '../../../lib/routes.tsx';

export const receiptsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'dons/recus',
      ...lazyRoute(() => import('./ReceiptsPage.tsx'), 'ReceiptsPage', { title: 'Reçus fiscaux' }),
    },
  ],
};
