import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const questionsRoutes: FeatureRoutes = {
  module: 'questions',
  member: [
    {
      path: 'aide-questions',
      ...lazyRoute(() => import('./QuestionPage.tsx'), 'QuestionPage', { title: 'Question inspirante' }),
    },
  ],
  admin: [
    {
      path: 'aide-questions',
      ...lazyRoute(() => import('./QuestionsAdminPage.tsx'), 'QuestionsAdminPage', {
        title: 'Questions inspirantes',
      }),
    },
  ],
};
