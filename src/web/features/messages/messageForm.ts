import type { ComposedCategory } from '../../../domain/association-messages.ts';
import type {
  AdhesionState,
  AdminMessage,
  Audience,
  AudienceFilter,
  AudienceFilterKind,
  MessageInput,
} from './messageTypes.ts';

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

export const SUBJECT_MAX = 200;
export const AUDIENCE_FILTERS_MAX = 4;
export const CHOSEN_MEMBERS_MAX = 500;

export const AUDIENCE_FILTER_LABELS: Record<AudienceFilterKind, string> = {
  tous: 'Tous les membres validés',
  adhesion: "État de l'adhésion",
  type_adhesion: "Type d'adhésion",
  bureau: 'Membres du bureau',
  evenement: "Participants d'un événement",
  assemblee: 'Membres à convoquer à une assemblée',
  jamais_connectes: 'Membres importés jamais connectés',
  choisis: 'Membres choisis',
};

export const ADHESION_STATE_LABELS: Record<AdhesionState, string> = {
  a_jour: 'À jour',
  expiree: 'Expirée',
  en_attente: 'En attente',
  jamais: "N'a jamais adhéré",
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
export function isFilterComplete(filter: AudienceFilter): boolean {
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

export function toFormValues(message: AdminMessage | null): MessageFormValues {
  return {
    category: message?.category ?? 'informations',
    subject: message?.subject ?? '',
    bodyHtml: message?.bodyHtml ?? '',
    audience: message?.audience ?? { combine: 'et', filters: [{ kind: 'tous' }] },
  };
}

export function toMessageInput(values: MessageFormValues, assemblyId: string | null): MessageInput {
  return { ...values, subject: values.subject.trim(), assemblyId };
}

export function validateMessage(values: MessageFormValues): Partial<Record<string, string>> {
  const subject = values.subject.trim();
  return {
    subject:
      subject === ''
        ? 'Le sujet est requis'
        : /[\r\n]/.test(subject)
          ? 'Le sujet tient sur une ligne'
          : subject.length > SUBJECT_MAX
            ? `Le sujet ne dépasse pas ${SUBJECT_MAX} caractères`
            : undefined,
    bodyHtml: values.bodyHtml === '' ? 'Le message est vide' : undefined,
    audience: isAudienceComplete(values.audience)
      ? undefined
      : 'Choisissez un événement, une assemblée ou des membres pour chaque filtre',
  };
}
