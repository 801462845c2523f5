import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { api, failureText } from '../../lib/api.ts';
import { openConfirmModal } from '../../lib/confirmModalsHost.ts';
import { formatCountOf } from '../../lib/format.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

/**
 * « Envoyer les invitations »: an import mails no one, so the imported members get their link only
 * when the administrator confirms it, right after the import or later from the register.
 */
export function SendInvitationsButton() {
  const due = useQuery({
    queryKey: memberKeys.dueInvitations,
    queryFn: () => api.GET('/api/admin/users/invitations'),
  });
  const send = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/users/invitations', { body: {} }),
    success: ({ invited }) => `${formatCountOf(invited, 'invitation envoyée', 'invitations envoyées')}`,
    invalidates: [memberKeys.dueInvitations],
    failure: (error) => failureText("Erreur lors de l'envoi des invitations : ", error),
  });
  const count = due.data?.invited ?? 0;
  if (count === 0) return null;
  const confirm = () =>
    openConfirmModal({
      title: 'Envoyer les invitations',
      children: (
        <Text size="sm">
          {formatCountOf(count, 'membre importé recevra', 'membres importés recevront')} maintenant un mail
          pour choisir son mot de passe (lien valable 7 jours).
        </Text>
      ),
      labels: { confirm: 'Inviter maintenant', cancel: 'Plus tard' },
      onConfirm: () => send.mutate(),
    });
  return (
    <Button leftSection={<Send size={18} />} loading={send.isPending} onClick={confirm}>
      Envoyer les invitations ({count})
    </Button>
  );
}
