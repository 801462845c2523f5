import { Badge } from '@mantine/core';
import {
  MESSAGE_STATUS_LABELS,
  type MessageStatus,
  RECIPIENT_STATUS_LABELS,
  type RecipientStatus,
} from '../../../domain/association-messages.ts';

const MESSAGE_COLORS: Record<MessageStatus, string> = {
  brouillon: 'gray',
  programme: 'blue',
  envoi: 'orange',
  envoye: 'teal',
  annule: 'red',
};

const RECIPIENT_COLORS: Record<RecipientStatus, string> = {
  en_attente: 'orange',
  envoye: 'teal',
  echec: 'red',
  annule: 'gray',
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge variant="light" color={MESSAGE_COLORS[status]}>
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  return (
    <Badge variant="light" color={RECIPIENT_COLORS[status]}>
      {RECIPIENT_STATUS_LABELS[status]}
    </Badge>
  );
}
