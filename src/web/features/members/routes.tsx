import { type FeatureRoutes, titleOnly } from '../../lib/routes.tsx';

export const membersRoutes: FeatureRoutes = {
  member: [titleOnly('profile', 'Mon profil'), titleOnly('adhesion', 'Mon adhésion')],
  admin: [titleOnly('users', 'Utilisateurs')],
};
