import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../lib/useSession.ts';

export function UserBadge() {
  const { user } = useSession();
  if (!user) return null;
  const fullName = `${user.prenom} ${user.nom}`;
  const initials = `${user.prenom.charAt(0)}${user.nom.charAt(0)}`.toUpperCase();
  return (
    <UnstyledButton component={Link} to="/profile" aria-label={`Mon profil : ${fullName}`}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatar_url} alt={fullName} radius="xl" size="md" color="teal">
          {initials}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="xs">
          {fullName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
