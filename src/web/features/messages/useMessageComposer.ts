import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import { messageInputSchema } from '../../../domain/message-audience.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.ts';
import type { ComposerStart } from './convocation.ts';
import { type MessageFormValues, toFormValues, toMessageInput } from './messageForm.ts';
import { messageKeys } from './queryKeys.ts';

const SAVE_ERROR = "Erreur lors de l'enregistrement du message";

/**
 * The composer of a draft (`message` null: a new one, as `start` begins it): the form, its save,
 * the test mail to oneself, the sending and the deletion. A test or a sending saves the draft
 * first, so what goes out is what is on screen; a new draft, once saved, gets its own address.
 */
export function useMessageComposer(message: MessageDetail | null, start?: ComposerStart) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** The assembly a convocation convenes: the saved one's, or the one it starts from. */
  const assemblyId = message ? message.assemblyId : (start?.assemblyId ?? null);
  const form = useForm<MessageFormValues>({
    initialValues: toFormValues(message, start?.values),
    // The draft routes' own schema: the same French messages beside the same fields.
    validate: schemaResolver(messageInputSchema, { sync: true }),
  });
  useUnsavedChangesGuard(form.isDirty());

  const remember = (saved: MessageDetail) => {
    queryClient.setQueryData(messageKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: messageKeys.adminList });
  };

  /** The draft as the form holds it, saved; the saved message. */
  const storeDraft = async (values: MessageFormValues): Promise<MessageDetail> => {
    const body = toMessageInput(values, assemblyId);
    const saved = message
      ? await api.PATCH('/api/admin/messages/{id}', { params: { path: { id: message.id } }, body })
      : await api.POST('/api/admin/messages', { body });
    form.resetDirty(values);
    remember(saved);
    if (!message) void navigate(`/admin/messages/${saved.id}`, { replace: true });
    return saved;
  };

  /** The server's words, else `fallback`. */
  const failed = (fallback: string) => (error: Error) => getErrorMessage(error, fallback);

  const save = useNotifiedMutation({
    mutationFn: storeDraft,
    success: 'Brouillon enregistré',
    failure: failed(SAVE_ERROR),
    form,
  });

  const test = useNotifiedMutation({
    mutationFn: async (values: MessageFormValues) => {
      const saved = await storeDraft(values);
      await api.POST('/api/admin/messages/{id}/test', { params: { path: { id: saved.id } } });
    },
    success: 'Un message de test vous a été envoyé',
    failure: failed("Erreur lors de l'envoi du test"),
    form,
  });

  const send = useNotifiedMutation({
    mutationFn: async ({
      values,
      scheduledAt,
      reminder,
    }: {
      values: MessageFormValues;
      scheduledAt: string | null;
      reminder: boolean;
    }) => {
      const saved = await storeDraft(values);
      return api.POST('/api/admin/messages/{id}/send', {
        params: { path: { id: saved.id } },
        body: { scheduledAt, reminder },
      });
    },
    onSuccess: remember,
    success: (sent, { reminder }) => {
      const sending = sent.status === 'programme' ? 'Envoi programmé' : 'Envoi lancé';
      return reminder ? `${sending}, rappel programmé` : sending;
    },
    failure: failed("Erreur lors de l'envoi du message"),
    form,
  });

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/messages/{id}', { params: { path: { id } } }),
    // Clean first, so that leaving the deleted draft asks nothing.
    onSuccess: () => {
      form.resetDirty();
      void navigate('/admin/messages');
    },
    success: 'Brouillon supprimé',
    invalidates: [messageKeys.admin],
    failure: failed('Erreur lors de la suppression du brouillon'),
  });

  /** Runs `action` on the form's values once they pass the form's checks. */
  const withValidValues = (action: (values: MessageFormValues) => void) => () => {
    if (!form.validate().hasErrors) action(form.getValues());
  };

  return {
    form,
    assemblyId,
    saveDraft: withValidValues((values) => save.mutate(values)),
    isSaving: save.isPending,
    sendTest: withValidValues((values) => test.mutate(values)),
    isTesting: test.isPending,
    send: (scheduledAt: string | null, reminder: boolean) =>
      send.mutate({ values: form.getValues(), scheduledAt, reminder }),
    validate: () => !form.validate().hasErrors,
    isSending: send.isPending,
    deleteDraft: message
      ? () =>
          confirmDeletion({
            title: 'Supprimer le brouillon',
            message: `Êtes-vous sûr de vouloir supprimer le brouillon « ${message.subject} » ?`,
            onConfirm: () => removal.mutate(message.id),
          })
      : undefined,
    isDeleting: removal.isPending,
  };
}
