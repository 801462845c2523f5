import { Badge, Button } from '@mantine/core';
import { CalendarPlus, Clock, Mail, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_FINISHED, EVENT_FULL, formatEventDate } from '../../../domain/events.ts';
import type { EventItem } from '../../../domain/events-schemas.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';
import { composerLinks } from '../../lib/composerLinks.ts';
import text from '../../lib/text.module.css';
import classes from './EventCard.module.css';

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
    <div className={classes.actions}>
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
    </div>
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
    <div className={classes.actions}>
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
    </div>
  );
}

type EventCardProps = MemberActionsProps &
  Omit<AdminActionsProps, 'event'> & {
    isAdmin: boolean;
  };

export function EventCard({ isAdmin, ...props }: EventCardProps) {
  const { event } = props;
  return (
    <article aria-label={event.titre} className={classes.card}>
      {event.image_url && <img src={event.image_url} alt="" className={classes.image} />}
      <div className={classes.heading}>
        <h3 className={classes.title}>{event.titre}</h3>
        {event.is_registered && (
          <Badge color="teal" variant="filled">
            Inscrit
          </Badge>
        )}
      </div>
      <div className={classes.detail}>
        <Clock size={14} />
        <p className={text.sm}>{formatEventDate(event.date)}</p>
      </div>
      {event.lieu && (
        <div className={classes.detail}>
          <MapPin size={14} />
          <p className={text.sm}>{event.lieu}</p>
        </div>
      )}
      <p className={`${text.sm} ${classes.description}`}>{event.description}</p>
      <div className={classes.places}>
        <PlacesBadge event={event} />
      </div>
      <MemberActions {...props} />
      {isAdmin && <AdminActions {...props} />}
    </article>
  );
}
