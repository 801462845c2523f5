import '../styles/app.css';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/**
 * What the member and admin areas need and the public pages do not: the styles of their
 * components (tables, pickers, menus…) and the confirmation modals. Fetched with the first
 * signed-in page, so the sign-in page loads without them.
 */
export function SignedInArea() {
  return (
    <ModalsProvider labels={{ confirm: 'Confirmer', cancel: 'Annuler' }}>
      <Outlet />
    </ModalsProvider>
  );
}
