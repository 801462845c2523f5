import { Button, Group } from '@mantine/core';
import { LogOut, Scale } from 'lucide-react';
import { openLegalModal } from './legalModalEvent.ts';
import { useLogout } from './useLogout.ts';

export function AppFooter() {
  const { logout, isLoggingOut } = useLogout();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<Scale size={16} />}
        onClick={openLegalModal}
      >
        Informations Légales
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<LogOut size={16} />}
        onClick={logout}
        loading={isLoggingOut}
      >
        Déconnexion
      </Button>
    </Group>
  );
}
