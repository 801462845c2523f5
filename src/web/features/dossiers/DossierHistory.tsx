import { Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { History } from 'lucide-react';
import type { DossierStepEntry } from '../../../domain/dossiers.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The dated steps the dossier went through, most recent last, folded by default. */
export function DossierHistory({ etapes }: { etapes: DossierStepEntry[] }) {
  const [isOpen, { toggle }] = useDisclosure(false);
  if (etapes.length === 0) return null;
  return (
    <div>
      <Button variant="subtle" size="compact-xs" leftSection={<History size={14} />} onClick={toggle}>
        {isOpen ? "Masquer l'historique" : `Historique (${etapes.length})`}
      </Button>
      <Collapse expanded={isOpen}>
        <List size="xs" spacing={2} mt={4} aria-label="Historique des étapes">
          {etapes.map((entry) => (
            <List.Item key={`${entry.date}-${entry.type}`}>
              <Text span size="xs" c="dimmed">
                {formatDateTime(entry.date)}
              </Text>{' '}
              — {entry.type}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
