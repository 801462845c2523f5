import { Button } from '@mantine/core';
import { Printer } from 'lucide-react';
import { AG_MESSAGES } from '../../../../domain/assemblies.ts';
import { getErrorMessage } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/files.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';

/** The sign-in sheet to print before the AG: the members with a vote, by name, and their proxies. */
export function SignInSheetButton({ agId }: { agId: string }) {
  const download = useNotifiedMutation({
    mutationFn: () =>
      downloadFile(`/api/admin/assemblies/${encodeURIComponent(agId)}/sign-in-sheet.pdf`, 'emargement.pdf'),
    failure: (error) => getErrorMessage(error, AG_MESSAGES.generic),
  });
  return (
    <Button
      variant="default"
      leftSection={<Printer size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      Feuille d’émargement (PDF)
    </Button>
  );
}
