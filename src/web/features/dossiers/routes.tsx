import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const dossiersRoutes: FeatureRoutes = {
  member: [titleOnly('dossiers', 'Dossiers')],
};
