import type { ComposedCategory } from '../../../domain/association-messages.ts';
import {
  type Audience,
  type AudienceFilter,
  type AudienceFilterKind,
  BODY_EMPTY,
  type MessageDetail,
  type MessageInput,
  SUBJECT_REQUIRED,
} from './messagesContract.ts';

/*
 * The composer's values and checks. The server checks the same request with its own schema
 * (`src/domain/message-audience.ts`) and names each refused field; the checks here only spare a
 * round trip for what a person forgets most (the subject, the body, an unfinished filter).
 */

export type MessageFormValues = {
  category: ComposedCategory;
  subject: string;
  bodyHtml: string;
  audience: Audience;
};

const SUBJECT_MAX = 200;

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

export function validateMessage(values: MessageFormValues): Partial<Record<string, string>> {
  const subject = values.subject.trim();
  return {
    subject:
      subject === '' ? SUBJECT_REQUIRED : subject.length > SUBJECT_MAX ? 'Le sujet est trop long' : undefined,
    bodyHtml: values.bodyHtml === '' ? BODY_EMPTY : undefined,
    audience: isAudienceComplete(values.audience)
      ? undefined
      : 'Choisissez un événement, une assemblée ou des membres pour chaque filtre',
  };
}
