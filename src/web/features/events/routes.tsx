import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const eventsRoutes: FeatureRoutes = {
  member: [titleOnly('evenements', 'Événements')],
};
