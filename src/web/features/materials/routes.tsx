import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const materialsRoutes: FeatureRoutes = {
  module: 'materials',
  member: [
    {
      path: 'material/reservation',
      ...lazyRoute(() => import('./ReservationPage.tsx'), 'ReservationPage', {
        title: 'Réserver du matériel',
      }),
    },
    {
      path: 'material/loans',
      ...lazyRoute(() => import('./MyLoansPage.tsx'), 'MyLoansPage', { title: 'Mes emprunts' }),
    },
  ],
  admin: [
    {
      path: 'material',
      ...lazyRoute(() => import('./AdminMaterialsPage.tsx'), 'AdminMaterialsPage', { title: 'Matériel' }),
    },
    {
      path: 'material/categories',
      ...lazyRoute(() => import('./AdminCategoriesPage.tsx'), 'AdminCategoriesPage', {
        title: 'Catégories de matériel',
      }),
    },
    {
      path: 'material/loans',
      ...lazyRoute(() => import('./AdminLoansPage.tsx'), 'AdminLoansPage', { title: 'Emprunts de matériel' }),
    },
  ],
};
