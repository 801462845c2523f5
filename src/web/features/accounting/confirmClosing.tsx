import { Alert, List, Stack, Text } from '@mantine/core';
import { DEFICIT_ACCOUNT, SURPLUS_ACCOUNT } from '../../../domain/accounting.ts';
import type { Year } from '../../../domain/accounting-schemas.ts';
import { createNextYearFirst, dayAfter } from '../../../domain/accounting-years.ts';
import { openConfirmModal } from '../../lib/confirmModalsHost.ts';
import { formatCountOf } from '../../lib/format.ts';

/**
 * Asks before a closing, saying what it does: it cannot be undone, and it writes into the next
 * year. Without that year the server will refuse; its words are said here first.
 */
export function confirmClosing(year: Year, next: Year | null, onConfirm: () => void) {
  openConfirmModal({
    title: `Clôturer l’exercice ${year.label} ?`,
    children: (
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          <List.Item>
            Le résultat (recettes moins dépenses) est calculé et enregistré : excédent au compte{' '}
            {SURPLUS_ACCOUNT}, déficit au compte {DEFICIT_ACCOUNT}.
          </List.Item>
          <List.Item>
            L’exercice est verrouillé : ses écritures ({formatCountOf(year.entry_count, 'écriture')}) ne
            pourront plus être modifiées ni supprimées.
          </List.Item>
          <List.Item>
            Les soldes des comptes de bilan (classes 1 à 5) et le résultat sont reportés
            {next ? ` dans l’exercice ${next.label}` : ' dans l’exercice suivant'} (« Report à nouveau »).
          </List.Item>
        </List>
        {next ? (
          <Text size="sm" fw={600}>
            Cette clôture est définitive.
          </Text>
        ) : (
          <Alert color="orange">{createNextYearFirst(dayAfter(year.end_date))}</Alert>
        )}
      </Stack>
    ),
    labels: { confirm: 'Clôturer', cancel: 'Annuler' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
