import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/admin/comptabilite', label: 'Écritures' },
  { to: '/admin/comptabilite/exercices', label: 'Exercices' },
  { to: '/admin/comptabilite/plan', label: 'Plan comptable' },
  { to: '/admin/comptabilite/projets', label: 'Projets' },
];

/** The books' screens, one link each, the current one marked. */
export function AccountingSections() {
  return (
    <Group gap={4} wrap="wrap" component="nav" aria-label="Comptabilité">
      {SECTIONS.map((section) => (
        <Button key={section.to} component={NavLink} to={section.to} end variant="subtle" size="compact-sm">
          {section.label}
        </Button>
      ))}
    </Group>
  );
}
