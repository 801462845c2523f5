import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const assembliesRoutes: FeatureRoutes = {
  member: [titleOnly('assemblee-generale', 'Assemblée Générale')],
  admin: [titleOnly('assemblee-generale', 'Assemblées générales')],
};
