import { Anchor, AppShell, Badge, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useAssociation } from '../lib/useAssociation.ts';
import { AppFooter } from './AppFooter.tsx';
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
  const association = useAssociation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !isNavOpened } }}
      footer={{ height: 52 }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isNavOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Anchor component={Link} to={homePath} underline="never" c="inherit">
              <Text fw={700} size="lg" truncate>
                {association?.name ?? 'Espace adhérents'}
              </Text>
            </Anchor>
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
        <AppShell.Section grow component={ScrollArea}>
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
