import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { dashboardKeys } from './queryKeys.ts';

/** Said after a press of the button, in the notification and under the button. */
export const sentMessage = (sent: number) =>
  sent === 0
    ? 'Aucune relance due : rien à envoyer'
    : `${sent} relance${sent > 1 ? 's' : ''} envoyée${sent > 1 ? 's' : ''}`;

/** The coming renewal reminders, and the button that sends the due ones now. */
export function useRenewalReminders() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dashboardKeys.reminders,
    queryFn: () => api.GET('/api/admin/reminders'),
  });
  const sendDue = useMutation({
    mutationFn: () => api.POST('/api/admin/reminders/send-due'),
    onSuccess: ({ sent }) => {
      notifySuccess(sentMessage(sent));
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.reminders });
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'envoi des relances")),
  });
  return {
    reminders: query.data,
    isLoading: query.isLoading,
    loadError: query.isError ? 'Impossible de charger les relances' : null,
    refresh: () => void query.refetch(),
    sendDue: () => sendDue.mutate(),
    isSending: sendDue.isPending,
    lastSent: sendDue.data?.sent,
  };
}
