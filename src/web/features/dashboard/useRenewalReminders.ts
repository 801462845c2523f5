import { useQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

/** Said after a press of the button, in the notification and under the button. */
export const sentMessage = (sent: number) =>
  sent === 0
    ? 'Aucune relance due : rien à envoyer'
    : `${sent} relance${sent > 1 ? 's' : ''} envoyée${sent > 1 ? 's' : ''}`;

/** The coming renewal reminders, and the button that sends the due ones now. */
export function useRenewalReminders() {
  const query = useQuery({
    queryKey: dashboardKeys.reminders,
    queryFn: () => api.GET('/api/admin/reminders'),
  });
  const sendDue = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/reminders/send-due'),
    success: ({ sent }) => sentMessage(sent),
    invalidates: [dashboardKeys.reminders],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'envoi des relances"),
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
