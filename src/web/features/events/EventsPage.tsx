import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Plus, Search, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import type { EventItem } from '../../../domain/events.ts';
import { useSession } from '../../lib/useSession.ts';
import { EventCard } from './EventCard.tsx';
import { EventFormModal } from './EventFormModal.tsx';
import { ParticipantsModal } from './ParticipantsModal.tsx';
import { useEventForm } from './useEventForm.ts';
import { useEvents } from './useEvents.ts';

/** The spec has no admin events page: admins manage events here, with buttons only they see. */
export function EventsPage() {
  const { isAdmin } = useSession();
  const events = useEvents();
  const eventForm = useEventForm();
  const [participantsOf, setParticipantsOf] = useState<EventItem | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Événements</Title>
        {isAdmin && (
          <Button leftSection={<Plus size={16} />} onClick={eventForm.openCreate}>
            Ajouter un événement
          </Button>
        )}
      </Group>
      <TextInput
        label="Rechercher un événement"
        placeholder="Titre ou description"
        leftSection={<Search size={16} />}
        value={events.search}
        onChange={(event) => events.setSearch(event.currentTarget.value)}
      />
      {events.isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} height={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {events.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {events.loadError}
        </Alert>
      )}
      {!events.isLoading && !events.loadError && events.events.length === 0 && (
        <Text c="dimmed">
          {events.hasEvents
            ? 'Aucun événement ne correspond à votre recherche.'
            : 'Aucun événement pour le moment.'}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {events.events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            isAdmin={isAdmin}
            isPending={events.pendingRegistrationId === event.id}
            onRegister={() => events.register(event.id)}
            onLeave={() => events.leave(event.id)}
            onCalendar={() => events.downloadCalendar(event)}
            onParticipants={() => setParticipantsOf(event)}
            onEdit={() => eventForm.openEdit(event)}
            onDelete={() => events.confirmDeletion(event)}
          />
        ))}
      </SimpleGrid>
      {eventForm.isOpen && (
        <EventFormModal
          event={eventForm.editing ?? null}
          isSaving={eventForm.isSaving}
          onClose={eventForm.close}
          onSubmit={eventForm.submit}
        />
      )}
      {participantsOf && <ParticipantsModal event={participantsOf} onClose={() => setParticipantsOf(null)} />}
    </Stack>
  );
}
