import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/routes.tsx';

/** Open to everyone, signed in or not: a member's gift is their own, a visitor's too. */
export const donationPublicRoutes: RouteObject[] = [
  { path: 'don', ...lazyRoute(() => import('./DonationPage.tsx'), 'DonationPage') },
  { path: 'don/merci', ...lazyRoute(() => import('./DonationThanksPage.tsx'), 'DonationThanksPage') },
];
