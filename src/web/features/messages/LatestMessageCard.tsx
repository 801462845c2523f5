import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { formatCountOf, formatDate } from '../../lib/format.ts';
import { latestMessageQuery } from './latestMessageQuery.ts';

const TITLE = "Messages de l'association";

/** On the member's dashboard: the latest message received, and how many are still unread. */
export function LatestMessageCard() {
  const query = useQuery(latestMessageQuery);
  const latest = query.data?.items[0];
  // Nothing received, or the archive unreadable: the dashboard goes on without the card.
  if (!latest) return null;
  const unread = query.data?.unread ?? 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={TITLE}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Mail size={20} />
          <Title order={2} size="h4">
            {TITLE}
          </Title>
        </Group>
        {unread > 0 && <Badge color="blue">{formatCountOf(unread, 'non lu', 'non lus')}</Badge>}
      </Group>
      <Anchor component={Link} to={`/messages?message=${latest.id}`} fw={latest.read ? 500 : 700}>
        {latest.subject}
      </Anchor>
      <Text size="sm" c="dimmed">
        Reçu le {formatDate(latest.sentAt)}
      </Text>
      <Anchor component={Link} to="/messages" size="sm" mt="xs" display="inline-block">
        Tous les messages
      </Anchor>
    </Card>
  );
}
