import { List, Text } from '@mantine/core';
import { type AuditChanges, auditFieldLabel, describeAuditChange } from '../../../domain/audit.ts';

/** Each changed field on its own line, "champ : avant → après" (`describeAuditChange`). */
export function JournalChanges({ changes }: { changes: AuditChanges }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {fields.map(([field, change]) => (
        <List.Item key={field}>
          <Text span size="sm" fw={600}>
            {auditFieldLabel(field)}
          </Text>{' '}
          : {describeAuditChange(field, change)}
        </List.Item>
      ))}
    </List>
  );
}
