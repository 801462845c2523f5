import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const materialsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'material/reservation',
      lazy: lazyComponent(() => import('./ReservationPage.tsx'), 'ReservationPage'),
    },
    { path: 'material/loans', lazy: lazyComponent(() => import('./MyLoansPage.tsx'), 'MyLoansPage') },
  ],
  admin: [
    { path: 'material', lazy: lazyComponent(() => import('./AdminMaterialsPage.tsx'), 'AdminMaterialsPage') },
    {
      path: 'material/categories',
      lazy: lazyComponent(() => import('./AdminCategoriesPage.tsx'), 'AdminCategoriesPage'),
    },
    { path: 'material/loans', lazy: lazyComponent(() => import('./AdminLoansPage.tsx'), 'AdminLoansPage') },
  ],
};
