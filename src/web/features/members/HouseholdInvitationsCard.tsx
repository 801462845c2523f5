import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Users } from 'lucide-react';
import { formatDate } from '../../lib/format.ts';
import { useHouseholdInvitations } from './useHouseholdInvitations.ts';

/** The households that named the member: nothing is recorded for her until she accepts. */
export function HouseholdInvitationsCard() {
  const { invitations, answer, answering } = useHouseholdInvitations();
  if (invitations.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Invitations à rejoindre un foyer">
      <Title order={2} size="h3">
        Invitations à rejoindre un foyer
      </Title>
      {invitations.map((invitation) => (
        <Alert key={invitation.token} color="blue" icon={<Users size={18} />}>
          <Text size="sm">
            {invitation.payer} vous invite dans son foyer : adhésion « {invitation.offer_name} » du{' '}
            {formatDate(invitation.date_debut)} au {formatDate(invitation.date_fin)}, déjà réglée. Vous n’en
            ferez partie que si vous acceptez.
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              size="xs"
              loading={answering?.token === invitation.token && answering.choice === 'accept'}
              disabled={answering !== undefined}
              onClick={() => answer({ token: invitation.token, choice: 'accept' })}
            >
              Accepter
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={answering?.token === invitation.token && answering.choice === 'refuse'}
              disabled={answering !== undefined}
              onClick={() => answer({ token: invitation.token, choice: 'refuse' })}
            >
              Refuser
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
