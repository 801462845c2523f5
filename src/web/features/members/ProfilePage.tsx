import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { MessagePreferencesCard } from '../messages/MessagePreferencesCard.tsx';
import { PrivacyCard } from '../privacy/PrivacyCard.tsx';
import { AvatarCard } from './AvatarCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { useProfile } from './useProfile.ts';

export function ProfilePage() {
  const { profile, isLoading } = useProfile();

  return (
    <Stack gap="xl">
      <PageTitle />
      <AvatarCard profile={profile} />
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Informations personnelles">
        <Title order={2} size="h4" mb="md">
          Informations personnelles
        </Title>
        {isLoading && <Skeleton height={260} />}
        {profile && <ProfileForm profile={profile} />}
      </Card>
      <PasswordCard />
      <MessagePreferencesCard />
      <PrivacyCard />
    </Stack>
  );
}
