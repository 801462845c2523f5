import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../lib/useSession.ts';

/**
 * The link to the member's profile, named by its text rather than an aria-label, so that what a
 * voice-control user reads on screen (the name) is part of it. The initials would only repeat it.
 */
export function UserBadge() {
  const { user } = useSession();
  if (!user) return null;
  const fullName = `${user.prenom} ${user.nom}`;
  const initials = `${user.prenom.charAt(0)}${user.nom.charAt(0)}`.toUpperCase();
  return (
    <UnstyledButton component={Link} to="/profile">
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatar_url} alt="" aria-hidden radius="xl" size="md" color="teal">
          {initials}
        </Avatar>
        <VisuallyHidden>Mon profil</VisuallyHidden>
        <Text size="sm" fw={500} visibleFrom="xs">
          {fullName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
