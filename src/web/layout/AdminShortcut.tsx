import { Affix, Button } from '@mantine/core';
import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../lib/useSession.ts';

/** The floating 'Admin' button on member pages; admins only. */
export function AdminShortcut() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Affix position={{ bottom: 76, right: 20 }}>
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
