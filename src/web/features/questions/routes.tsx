import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const questionsRoutes: FeatureRoutes = {
  member: [titleOnly('aide-questions', 'Question inspirante')],
  admin: [titleOnly('aide-questions', 'Questions inspirantes')],
};
