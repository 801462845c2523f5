import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const comparatorRoutes: FeatureRoutes = {
  member: [titleOnly('comparateur-formats', 'Comparateur de formats')],
};
