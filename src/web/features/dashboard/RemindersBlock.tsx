import { Anchor, Button, Card, Group, Text } from '@mantine/core';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { formatLastDayCovered, todayIso } from '../../../domain/members.ts';
import { reminderKindLabel, type UpcomingReminder } from '../../../domain/reminders.ts';
import { formatDate } from '../../lib/format.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { sentMessage, useRenewalReminders } from './useRenewalReminders.ts';

const TITLE = 'Relances des 30 prochains jours';

const columns: ResponsiveColumn<UpcomingReminder>[] = [
  { header: 'Membre', cell: (row) => `${row.prenom} ${row.nom}`, phone: 'title' },
  { header: "Fin d'adhésion", cell: (row) => formatLastDayCovered(row.date_fin), phone: 'main' },
  { header: 'Relance', cell: (row) => reminderKindLabel(row.kind), phone: 'main' },
  {
    header: 'Envoi',
    cell: (row) => (row.send_on <= todayIso() ? "Aujourd'hui" : formatDate(row.send_on)),
    phone: 'main',
  },
];

/** The renewal reminders about to go out, and the button that sends the due ones without waiting for 09:00. */
export function RemindersBlock() {
  const query = useRenewalReminders();
  const { reminders, sendDue, isSending, lastSent } = query;
  const others = reminders ? reminders.total - reminders.items.length : 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={TITLE}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} component="h2" size="lg">
          {TITLE}
        </Text>
        <Button
          leftSection={<Send size={16} />}
          onClick={sendDue}
          loading={isSending}
          disabled={reminders?.reminders_enabled === false}
        >
          Envoyer les relances dues maintenant
        </Button>
      </Group>
      {lastSent !== undefined && (
        <Text size="sm" mb="sm" role="status">
          {sentMessage(lastSent)}
        </Text>
      )}
      <QueryState query={query} compact>
        {reminders?.reminders_enabled === false && (
          <Text size="sm" c="dimmed">
            Les relances sont désactivées.{' '}
            <Anchor component={Link} to="/admin/parametres">
              Paramètres
            </Anchor>
          </Text>
        )}
        {reminders?.reminders_enabled && reminders.items.length === 0 && (
          <Text size="sm" c="dimmed">
            Aucune relance prévue dans les 30 prochains jours.
          </Text>
        )}
        {reminders && reminders.items.length > 0 && (
          <ResponsiveTable
            label={TITLE}
            rows={reminders.items}
            columns={columns}
            rowKey={(row) => `${row.adhesion_id}-${row.kind}`}
            rowLabel={(row) => `${row.prenom} ${row.nom}`}
            minWidth={560}
          />
        )}
        {others > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            et {others} autre{others > 1 ? 's' : ''}
          </Text>
        )}
      </QueryState>
    </Card>
  );
}
