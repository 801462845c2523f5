import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MessageStatus, RecipientStatus } from '../../../domain/association-messages.ts';
import type { MessageDetail } from '../../../domain/association-messages-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useFileExport } from '../../lib/useFileExport.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { messageKeys } from './queryKeys.ts';

/** While a message is being sent, its counts are read again this often. */
const PROGRESS_REFRESH_MS = 3000;
/** A planned message is read again now and then: its page shows when it starts going out. */
const PLANNED_REFRESH_MS = 30_000;

const REFRESH_MS: Partial<Record<MessageStatus, number>> = {
  envoi: PROGRESS_REFRESH_MS,
  programme: PLANNED_REFRESH_MS,
};

/** One message of the history, read again every few seconds while it is being sent. */
export function useAdminMessage(id: string) {
  const query = useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: () => api.GET('/api/admin/messages/{id}', { params: { path: { id } } }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return (status && REFRESH_MS[status]) ?? false;
    },
  });
  return {
    message: query.data,
    isLoading: query.isLoading,
    loadError: query.isError
      ? getErrorMessage(query.error, 'Erreur lors de la récupération du message')
      : null,
    refresh: () => void query.refetch(),
  };
}

/**
 * A message sent or planned: its recipients (searched, filtered by state, read again with the
 * counts while it is being sent), cancelling what has not gone, sending the failures again, and
 * the recipients as a CSV file.
 */
export function useMessageDelivery(message: MessageDetail) {
  const { id } = message;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RecipientStatus | null>(null);
  const recipients = usePagedList({
    queryKey: messageKeys.recipients(id),
    filters: { status: status ?? undefined },
    load: (query) => api.GET('/api/admin/messages/{id}/recipients', { params: { path: { id }, query } }),
    loadError: 'Erreur lors de la récupération des destinataires',
  });

  // Counts that move bring the rows' states along; the rows read as the page opens already agree.
  const { sent, failed, waiting, cancelled } = message.counts;
  const countsKey = `${sent}/${failed}/${waiting}/${cancelled}`;
  const shownCounts = useRef(countsKey);
  useEffect(() => {
    if (shownCounts.current === countsKey) return;
    shownCounts.current = countsKey;
    void queryClient.invalidateQueries({ queryKey: messageKeys.recipients(id) });
  }, [queryClient, id, countsKey]);

  const updated = (changed: MessageDetail) => queryClient.setQueryData(messageKeys.detail(id), changed);

  const cancel = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/messages/{id}/cancel', { params: { path: { id } } }),
    onSuccess: updated,
    success: 'Envoi annulé',
    invalidates: [messageKeys.adminList],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'annulation de l'envoi"),
  });

  const resend = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/messages/{id}/resend-failed', { params: { path: { id } } }),
    onSuccess: updated,
    success: 'Les échecs sont renvoyés',
    invalidates: [messageKeys.adminList],
    failure: (error) => getErrorMessage(error, 'Erreur lors du renvoi aux échecs'),
  });

  const { exportFile, isExporting } = useFileExport({
    path: '/api/admin/messages/{id}/recipients.csv',
    pathParams: { id },
    fallbackName: 'destinataires.csv',
    errorMessage: "Erreur lors de l'export des destinataires",
  });

  return {
    recipients,
    status,
    setStatus,
    confirmCancel: () =>
      confirmDeletion({
        title: "Annuler l'envoi",
        message:
          'Les mails qui ne sont pas encore partis ne le seront pas. Ceux déjà envoyés restent envoyés.',
        onConfirm: () => cancel.mutate(),
        confirmLabel: "Annuler l'envoi",
        cancelLabel: 'Garder',
      }),
    isCancelling: cancel.isPending,
    resendFailed: () => resend.mutate(),
    isResending: resend.isPending,
    exportCsv: () =>
      exportFile({ search: recipients.search.trim() || undefined, status: status ?? undefined }),
    isExporting,
  };
}
