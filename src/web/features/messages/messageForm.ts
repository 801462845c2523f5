import type { ComposedCategory } from '../../../domain/association-messages.ts';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import type {
  Audience,
  AudienceFilter,
  AudienceFilterKind,
  MessageInput,
} from '../../../domain/message-audience.ts';

/** The composer's values: the request of the draft routes, the assembly it convenes apart. */
export type MessageFormValues = {
  category: ComposedCategory;
  subject: string;
  bodyHtml: string;
  audience: Audience;
};

/** A filter of that kind as it starts when it is picked. */
export function newFilter(kind: AudienceFilterKind): AudienceFilter {
  switch (kind) {
    case 'adhesion':
      return { kind, etat: 'a_jour' };
    case 'type_adhesion':
      return { kind, type: 'standard' };
    case 'evenement':
      return { kind, eventId: '' };
    case 'assemblee':
      return { kind, assemblyId: '' };
    case 'choisis':
      return { kind, userIds: [] };
    default:
      return { kind };
  }
}

/** A filter still waiting for its event, assembly or members: nothing to count yet. */
function isFilterComplete(filter: AudienceFilter): boolean {
  switch (filter.kind) {
    case 'evenement':
      return filter.eventId !== '';
    case 'assemblee':
      return filter.assemblyId !== '';
    case 'choisis':
      return filter.userIds.length > 0;
    default:
      return true;
  }
}

export const isAudienceComplete = (audience: Audience) =>
  audience.filters.length > 0 && audience.filters.every(isFilterComplete);

/** A saved draft as it was saved; a new message as it starts (from an assembly, an event, a member). */
export function toFormValues(
  message: MessageDetail | null,
  start: Partial<MessageFormValues> = {},
): MessageFormValues {
  if (!message) {
    return {
      category: 'informations',
      subject: '',
      bodyHtml: '',
      audience: { combine: 'et', filters: [{ kind: 'tous' }] },
      ...start,
    };
  }
  return {
    // A draft is news or a convocation: the reminders are written by the app.
    category: message.category === 'statutaire' ? 'statutaire' : 'informations',
    subject: message.subject,
    bodyHtml: message.bodyHtml,
    audience: message.audience,
  };
}

export function toMessageInput(values: MessageFormValues, assemblyId: string | null): MessageInput {
  return { ...values, subject: values.subject.trim(), assemblyId };
}
