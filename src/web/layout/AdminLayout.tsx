import { NavLink } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AppFrame } from './AppFrame.tsx';
import { ADMIN_NAV } from './navItems.ts';

export function AdminLayout() {
  return (
    <AppFrame
      navItems={ADMIN_NAV}
      navLabel="Menu de l'administration"
      homePath="/admin"
      areaLabel="Administration"
      navFooter={
        <NavLink
          component={Link}
          to="/"
          label="Retour à l'espace membre"
          leftSection={<ArrowLeft size={18} strokeWidth={1.75} />}
        />
      }
    />
  );
}
