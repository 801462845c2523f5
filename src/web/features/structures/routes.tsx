import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const structuresRoutes: FeatureRoutes = {
  member: [titleOnly('structures', 'Structures')],
};
