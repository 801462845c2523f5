import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { CalendarPlus, Clock, Mail, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_FINISHED, EVENT_FULL, formatEventDate } from '../../../domain/events.ts';
import type { EventItem } from '../../../domain/events-schemas.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';
import { composerLinks } from '../messages/composerLinks.ts';

const placesLeftLabel = (count: number) =>
  count > 1 ? `${count} places restantes` : `${count} place restante`;

function PlacesBadge({ event }: { event: EventItem }) {
  if (event.is_finished) return <Badge color="gray">{EVENT_FINISHED}</Badge>;
  if (event.places_restantes === null) return <Badge variant="light">Places illimitées</Badge>;
  if (event.places_restantes === 0) return <Badge color="red">{EVENT_FULL}</Badge>;
  return <Badge variant="light">{placesLeftLabel(event.places_restantes)}</Badge>;
}

type MemberActionsProps = {
  event: EventItem;
  isPending: boolean;
  onRegister: () => void;
  onLeave: () => void;
  onCalendar: () => void;
};

/** Finished events offer nothing; full ones only to those already registered (to leave). */
function MemberActions({ event, isPending, onRegister, onLeave, onCalendar }: MemberActionsProps) {
  if (event.is_finished) return null;
  return (
    <Group gap="xs">
      {event.is_registered ? (
        <Button variant="light" color="red" loading={isPending} onClick={onLeave}>
          Se désinscrire
        </Button>
      ) : (
        <Button loading={isPending} disabled={event.places_restantes === 0} onClick={onRegister}>
          S'inscrire
        </Button>
      )}
      <Button variant="default" leftSection={<CalendarPlus size={16} />} onClick={onCalendar}>
        Ajouter au calendrier
      </Button>
    </Group>
  );
}

type AdminActionsProps = {
  event: EventItem;
  onParticipants: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function AdminActions({ event, onParticipants, onEdit, onDelete }: AdminActionsProps) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="subtle" leftSection={<Users size={14} />} onClick={onParticipants}>
        Participants ({event.inscrits})
      </Button>
      {event.inscrits > 0 && (
        <Button
          component={Link}
          to={composerLinks.participants(event)}
          size="xs"
          variant="subtle"
          leftSection={<Mail size={14} />}
        >
          Écrire aux participants
        </Button>
      )}
      <EditButton onClick={onEdit} variant="subtle" />
      <DeleteButton onClick={onDelete} variant="subtle" />
    </Group>
  );
}

type EventCardProps = MemberActionsProps &
  Omit<AdminActionsProps, 'event'> & {
    isAdmin: boolean;
  };

export function EventCard({ isAdmin, ...props }: EventCardProps) {
  const { event } = props;
  return (
    <Card component="article" aria-label={event.titre} withBorder radius="md" padding="lg">
      {event.image_url && (
        <Card.Section>
          <Image src={event.image_url} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={event.image_url ? 'md' : 0} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {event.titre}
          </Title>
          {event.is_registered && (
            <Badge color="teal" variant="filled">
              Inscrit
            </Badge>
          )}
        </Group>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <Clock size={14} />
          <Text size="sm">{formatEventDate(event.date)}</Text>
        </Group>
        {event.lieu && (
          <Group gap={6} c="dimmed" wrap="nowrap">
            <MapPin size={14} />
            <Text size="sm">{event.lieu}</Text>
          </Group>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {event.description}
        </Text>
        <Group mt="auto" pt="xs">
          <PlacesBadge event={event} />
        </Group>
        <MemberActions {...props} />
        {isAdmin && <AdminActions {...props} />}
      </Stack>
    </Card>
  );
}
