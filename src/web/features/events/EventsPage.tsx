import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Plus, Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { EventItem } from '../../../domain/events-schemas.ts';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useSession } from '../../lib/useSession.ts';
import { EventCard } from './EventCard.tsx';
import { EventList } from './EventList.tsx';
import { useEvents } from './useEvents.ts';

// Only an administrator opens them: members never fetch their code.
const EventFormModal = lazyNamed(() => import('./EventFormModal.tsx'), 'EventFormModal');
const ParticipantsModal = lazyNamed(() => import('./ParticipantsModal.tsx'), 'ParticipantsModal');

const NO_MATCH = 'Aucun événement ne correspond à votre recherche.';

/** The spec has no admin events page: admins manage events here, with buttons only they see. */
export function EventsPage() {
  const { isAdmin } = useSession();
  const events = useEvents();
  /** undefined: the form is closed; null: adding an event. */
  const [editing, setEditing] = useState<EventItem | null | undefined>(undefined);
  const [participantsOf, setParticipantsOf] = useState<EventItem | null>(null);
  const isSearching = events.search.trim() !== '';

  const renderCard = (event: EventItem) => (
    <EventCard
      key={event.id}
      event={event}
      isAdmin={isAdmin}
      isPending={events.pendingRegistrationId === event.id}
      onRegister={() => events.register(event.id)}
      onLeave={() => events.leave(event.id)}
      onCalendar={() => events.downloadCalendar(event)}
      onParticipants={() => setParticipantsOf(event)}
      onEdit={() => setEditing(event)}
      onDelete={() => events.confirmDeletion(event)}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle />
        {isAdmin && (
          <Button leftSection={<Plus size={16} />} onClick={() => setEditing(null)}>
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
      <EventList
        title="Événements à venir"
        list={events.upcoming}
        emptyText={isSearching ? NO_MATCH : 'Aucun événement à venir pour le moment.'}
        renderCard={renderCard}
      />
      <EventList
        title="Événements passés"
        list={events.past}
        emptyText={isSearching ? NO_MATCH : 'Aucun événement passé.'}
        renderCard={renderCard}
      />
      <Suspense fallback={null}>
        {editing !== undefined && <EventFormModal event={editing} onClose={() => setEditing(undefined)} />}
        {participantsOf && (
          <ParticipantsModal event={participantsOf} onClose={() => setParticipantsOf(null)} />
        )}
      </Suspense>
    </Stack>
  );
}
