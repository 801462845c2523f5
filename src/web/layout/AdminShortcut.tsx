import { Affix, Button } from '@mantine/core';
import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../lib/useSession.ts';

/**
 * The floating 'Admin' button on member pages; admins only. It stays where it is rendered, inside
 * the page's main landmark, rather than in a portal that no landmark holds.
 */
export function AdminShortcut() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Affix position={{ bottom: 76, right: 20 }} withinPortal={false}>
      <Button
        component={Link}
        to="/admin"
        leftSection={<Shield size={18} />}
        radius="xl"
        size="md"
        color="dark"
      >
        Admin
      </Button>
    </Affix>
  );
}
