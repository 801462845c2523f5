import { AppShell, Badge, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter.tsx';
import { AssociationName } from './AssociationName.tsx';
import { areaShell } from './areaShell.ts';
import type { NavItem } from './navItems.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { UserBadge } from './UserBadge.tsx';

type AppFrameProps = {
  navItems: NavItem[];
  /** Names the sidebar's navigation landmark for screen readers. */
  navLabel: string;
  homePath: string;
  areaLabel?: string;
  /** Below the navigation links, e.g. the admin's way back to the member area. */
  navFooter?: ReactNode;
  children?: ReactNode;
};

/** The shell shared by the member and admin areas: header, sidebar (a drawer on mobile), page, footer. */
export function AppFrame({ navItems, navLabel, homePath, areaLabel, navFooter, children }: AppFrameProps) {
  const [isNavOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);

  return (
    <AppShell {...areaShell(isNavOpened)}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isNavOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <AssociationName homePath={homePath} />
            {areaLabel && (
              <Badge variant="light" visibleFrom="xs">
                {areaLabel}
              </Badge>
            )}
          </Group>
          <UserBadge />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={navLabel}>
        {/* The browser's own scrolling: Mantine's ScrollArea would add its code to every signed-in page. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <SidebarNav items={navItems} onNavigate={closeNav} />
        </AppShell.Section>
        {navFooter && <AppShell.Section onClick={closeNav}>{navFooter}</AppShell.Section>}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
        {children}
      </AppShell.Main>

      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
