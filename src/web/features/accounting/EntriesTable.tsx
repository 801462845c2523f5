import { Anchor, Group, Text } from '@mantine/core';
import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { canChangeEntry } from '../../../domain/accounting-permissions.ts';
import { formatCents } from '../../../domain/money.ts';
import { formatDate } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { entryName } from './entryText.ts';
import { useEntryActions } from './useEntryActions.ts';

function AccountsCell({ entry }: { entry: Entry }) {
  return (
    <>
      {entry.lines.map((line) => (
        <Text key={line.id} size="xs">
          <Anchor component={Link} to={`/admin/comptabilite/comptes/${line.account.id}`} size="xs">
            {line.account.code} {line.account.label}
          </Anchor>
          {line.project && ` · ${line.project.label}`}
        </Text>
      ))}
    </>
  );
}

export function EntriesTable({ entries, onEdit }: { entries: Entry[]; onEdit: (entry: Entry) => void }) {
  const { askDeletion } = useEntryActions();
  const columns: ResponsiveColumn<Entry>[] = [
    { header: 'Date', cell: (entry) => formatDate(entry.date) },
    { header: 'Pièce', cell: (entry) => entry.piece_number },
    {
      header: 'Libellé',
      phone: 'title',
      cell: (entry) => (
        <>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {entry.label}
            </Text>
            {entry.attachment && <Paperclip size={14} aria-label="Justificatif joint" role="img" />}
          </Group>
          <Text size="xs" c="dimmed">
            {ENTRY_KIND_LABELS[entry.kind]}
            {entry.member && ` · ${entry.member.prenom} ${entry.member.nom}`}
          </Text>
        </>
      ),
    },
    { header: 'Compte(s)', phone: 'more', cell: (entry) => <AccountsCell entry={entry} /> },
    { header: 'Montant', phone: 'main', cell: (entry) => formatCents(entry.amount_cents) },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (entry) =>
        canChangeEntry(entry, { closed_at: entry.year.closed ? 'closed' : null }) && (
          <Group gap={4} wrap="nowrap">
            <IconAction label={`Modifier ${entryName(entry)}`} onClick={() => onEdit(entry)}>
              <Pencil size={16} />
            </IconAction>
            <IconAction
              label={`Supprimer ${entryName(entry)}`}
              color="red"
              onClick={() => askDeletion(entry)}
            >
              <Trash2 size={16} />
            </IconAction>
          </Group>
        ),
    },
  ];
  return (
    <ResponsiveTable
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowLabel={entryName}
      label="Écritures"
      minWidth={900}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
