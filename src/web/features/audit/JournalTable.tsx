import { Text } from '@mantine/core';
import { type AuditEntryView, auditActionLabel } from '../../../domain/audit.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { JournalChanges } from './JournalChanges.tsx';

const columns: ResponsiveColumn<AuditEntryView>[] = [
  { header: 'Date et heure', cell: (entry) => formatDateTime(entry.at) },
  { header: 'Administrateur', cell: (entry) => entry.actor_name },
  {
    header: 'Action',
    phone: 'title',
    cell: (entry) => (
      <Text size="sm" fw={600} span>
        {auditActionLabel(entry.action)}
      </Text>
    ),
  },
  { header: 'Élément', cell: (entry) => entry.target_label || '—' },
  { header: 'Modifications', cell: (entry) => <JournalChanges changes={entry.changes} /> },
];

const rowLabel = (entry: AuditEntryView) =>
  `${auditActionLabel(entry.action)} : ${entry.target_label}, par ${entry.actor_name} le ${formatDateTime(entry.at)}`;

export function JournalTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <ResponsiveTable
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowLabel={rowLabel}
      label="Journal"
      minWidth={960}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
