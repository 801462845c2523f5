import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const questionsRoutes: FeatureRoutes = {
  member: [
    { path: 'aide-questions', lazy: lazyComponent(() => import('./QuestionPage.tsx'), 'QuestionPage') },
  ],
  admin: [
    {
      path: 'aide-questions',
      lazy: lazyComponent(() => import('./QuestionsAdminPage.tsx'), 'QuestionsAdminPage'),
    },
  ],
};
