import { List, Text } from '@mantine/core';
import { type AuditChanges, auditFieldLabel, formatAuditValue } from '../../../domain/audit.ts';

/**
 * Each changed field on its own line, "champ : avant → après"; a field that did not exist before
 * (a creation) shows its value alone, and one that no longer exists (a deletion) its former value.
 */
export function JournalChanges({ changes }: { changes: AuditChanges }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {fields.map(([field, { before, after }]) => (
        <List.Item key={field}>
          <Text span size="sm" fw={600}>
            {auditFieldLabel(field)}
          </Text>{' '}
          : {describeChange(field, before, after)}
        </List.Item>
      ))}
    </List>
  );
}

function describeChange(field: string, before: unknown, after: unknown): string {
  if (before === null) return formatAuditValue(after, field);
  if (after === null) return `${formatAuditValue(before, field)} → supprimé`;
  return `${formatAuditValue(before, field)} → ${formatAuditValue(after, field)}`;
}
