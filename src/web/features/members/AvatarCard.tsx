import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { Camera } from 'lucide-react';
import type { Profile } from '../../../domain/members-schemas.ts';
import { useAvatarUpload } from './useAvatarUpload.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

export function AvatarCard({ profile }: { profile: Profile | undefined }) {
  const { upload, isUploading } = useAvatarUpload();
  const fullName = profile ? `${profile.prenom} ${profile.nom}` : '';
  const initials = profile ? `${profile.prenom.charAt(0)}${profile.nom.charAt(0)}`.toUpperCase() : '';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Photo de profil">
      <Group gap="lg" wrap="wrap">
        <Avatar src={profile?.avatar_url} alt={fullName} size={96} radius={96} color="teal">
          {initials}
        </Avatar>
        <Stack gap={6}>
          <Title order={2} size="h4">
            Photo de profil
          </Title>
          <Text size="sm" c="dimmed">
            JPEG, PNG, WebP ou GIF, 2 Mo au plus.
          </Text>
          <FileButton onChange={upload} accept={ACCEPTED}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<Camera size={18} />} loading={isUploading}>
                Changer la photo
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
    </Card>
  );
}
