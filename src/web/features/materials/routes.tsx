import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const materialsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'material/reservation',
      ...lazyRoute(() => import('./ReservationPage.tsx'), 'ReservationPage'),
    },
    { path: 'material/loans', ...lazyRoute(() => import('./MyLoansPage.tsx'), 'MyLoansPage') },
  ],
  admin: [
    { path: 'material', ...lazyRoute(() => import('./AdminMaterialsPage.tsx'), 'AdminMaterialsPage') },
    {
      path: 'material/categories',
      ...lazyRoute(() => import('./AdminCategoriesPage.tsx'), 'AdminCategoriesPage'),
    },
    { path: 'material/loans', ...lazyRoute(() => import('./AdminLoansPage.tsx'), 'AdminLoansPage') },
  ],
};
