import { Affix, Button, Group } from '@mantine/core';
import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../lib/useSession.ts';

function AdminButton() {
  return (
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
  );
}

/**
 * The floating 'Admin' button on member pages; admins only. It stays where it is rendered, inside
 * the page's main landmark, rather than in a portal that no landmark holds. On a phone a floating
 * button covers the cards' text, which fills the screen's width: there it closes the page instead.
 * Both are laid out by CSS breakpoints, so the server's first render is already the right one.
 */
export function AdminShortcut() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <>
      <Affix position={{ bottom: 76, right: 20 }} withinPortal={false} visibleFrom="sm">
        <AdminButton />
      </Affix>
      <Group hiddenFrom="sm" justify="flex-end" mt="xl">
        <AdminButton />
      </Group>
    </>
  );
}
