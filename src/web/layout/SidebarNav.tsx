import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useModuleOn } from '../lib/useModules.ts';
import type { NavItem } from './navItems.ts';

type SidebarNavProps = { items: NavItem[]; onNavigate: () => void };

export function SidebarNav({ items, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const isOn = useModuleOn();
  const shown = items.filter((item) => item.module === undefined || isOn(item.module));
  return (
    <Stack gap={2}>
      {shown.map(({ label, to, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={18} strokeWidth={1.75} />}
          active={pathname === to}
          aria-current={pathname === to ? 'page' : undefined}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </Stack>
  );
}
