import { Button, Collapse, List, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { dossierKeys } from './queryKeys.ts';

type DossierHistoryProps = { dossierId: string; count: number };

/** The dated steps the dossier went through, most recent last: folded by default, read when unfolded. */
export function DossierHistory({ dossierId, count }: DossierHistoryProps) {
  const [isOpen, { toggle }] = useDisclosure(false);
  const query = useQuery({
    queryKey: dossierKeys.history(dossierId),
    queryFn: () => api.GET('/api/dossiers/{id}/etapes', { params: { path: { id: dossierId } } }),
    enabled: isOpen,
    meta: { errorMessage: "Erreur lors du chargement de l'historique" },
  });

  if (count === 0) return null;
  return (
    <div>
      <Button variant="subtle" size="compact-xs" leftSection={<History size={14} />} onClick={toggle}>
        {isOpen ? "Masquer l'historique" : `Historique (${count})`}
      </Button>
      <Collapse expanded={isOpen}>
        {query.isLoading && <Loader size="xs" mt={4} />}
        {query.data && (
          <List size="xs" spacing={2} mt={4} aria-label="Historique des étapes">
            {query.data.etapes.map((entry) => (
              <List.Item key={`${entry.date}-${entry.type}`}>
                <Text span size="xs" c="dimmed">
                  {formatDateTime(entry.date)}
                </Text>{' '}
                — {entry.type}
              </List.Item>
            ))}
          </List>
        )}
      </Collapse>
    </div>
  );
}
