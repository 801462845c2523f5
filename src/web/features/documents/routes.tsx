import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const documentsRoutes: FeatureRoutes = {
  member: [titleOnly('documents', 'Documents')],
  admin: [titleOnly('documents', 'Documents')],
};
