import { useState } from 'react';
import type { MessageStatus } from '../../../domain/association-messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { adminMessageList } from './messageLists.ts';

/** The history of the association's messages, newest first, filtered by state on the server. */
export function useAdminMessages() {
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const list = usePagedList({
    ...adminMessageList(status),
    loadError: 'Erreur lors de la récupération des messages',
  });
  return { list, status, setStatus };
}
