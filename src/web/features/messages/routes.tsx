import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';
import { prefetchAdminMessages, prefetchReceivedMessages } from './messageLists.ts';

export const messagesRoutes: FeatureRoutes = {
  member: [
    {
      path: 'messages',
      ...lazyRoute(() => import('./MessagesPage.tsx'), 'MessagesPage', {
        title: "Messages de l'association",
        prefetch: prefetchReceivedMessages,
      }),
    },
  ],
  admin: [
    {
      path: 'messages',
      ...lazyRoute(() => import('./AdminMessagesPage.tsx'), 'AdminMessagesPage', {
        title: 'Messages',
        prefetch: prefetchAdminMessages,
      }),
    },
    {
      path: 'messages/nouveau',
      ...lazyRoute(() => import('./AdminMessagePage.tsx'), 'AdminMessagePage', { title: 'Nouveau message' }),
    },
    {
      path: 'messages/:id',
      ...lazyRoute(() => import('./AdminMessagePage.tsx'), 'AdminMessagePage', { title: 'Message' }),
    },
  ],
};
