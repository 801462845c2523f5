import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const materialsRoutes: FeatureRoutes = {
  member: [
    titleOnly('material/reservation', 'Réserver du matériel'),
    titleOnly('material/loans', 'Mes emprunts'),
  ],
  admin: [
    titleOnly('material', 'Matériel'),
    titleOnly('material/categories', 'Catégories de matériel'),
    titleOnly('material/loans', 'Emprunts de matériel'),
  ],
};
