import {
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Ban, Download, RotateCcw, Search } from 'lucide-react';
import {
  MESSAGE_CATEGORY_LABELS,
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
} from '../../../domain/association-messages.ts';
import type { MessageDetail, Recipient } from '../../../domain/association-messages-schemas.ts';
import { asPercent } from '../../../domain/percent.ts';
import { FilterSelect } from '../../lib/FilterSelect.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { MessageBody } from './MessageBody.tsx';
import { MessageStatusBadge, RecipientStatusBadge } from './MessageStatusBadge.tsx';
import { useMessageDelivery } from './useAdminMessage.ts';

const STATUS_OPTIONS = RECIPIENT_STATUSES.map((value) => ({ value, label: RECIPIENT_STATUS_LABELS[value] }));

const columns: ResponsiveColumn<Recipient>[] = [
  { header: 'Membre', phone: 'title', cell: (row) => `${row.prenom} ${row.nom}` },
  { header: 'Email', phone: 'main', cell: (row) => row.email },
  { header: 'État', phone: 'main', cell: (row) => <RecipientStatusBadge status={row.status} /> },
  { header: 'Envoyé le', phone: 'more', cell: (row) => (row.sentAt ? formatDateTime(row.sentAt) : '—') },
  { header: 'Lu le', phone: 'more', cell: (row) => (row.readAt ? formatDateTime(row.readAt) : '—') },
  {
    header: 'Erreur',
    phone: 'more',
    cell: (row) =>
      row.lastError ? (
        <Text size="xs" c="red">
          {row.lastError}
        </Text>
      ) : (
        '—'
      ),
  },
];

/** Where a message sent or planned stands: its counts live, its recipients, what can still be done. */
export function MessageProgress({ message }: { message: MessageDetail }) {
  const delivery = useMessageDelivery(message);
  const { counts } = message;
  const isGoing = message.status === 'envoi' || message.status === 'programme';
  const done =
    counts.total === 0 ? 0 : asPercent((counts.sent + counts.failed + counts.cancelled) / counts.total);
  const stats = [
    { label: 'Destinataires', value: counts.total },
    { label: 'Envoyés', value: counts.sent },
    { label: "En attente d'envoi", value: counts.waiting },
    { label: 'Échecs', value: counts.failed },
    { label: 'Annulés', value: counts.cancelled },
    { label: 'Laissés de côté (désinscrits)', value: message.excludedCount },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Suivi de l'envoi">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Title order={2} size="h4">
                {message.subject}
              </Title>
              <Text size="sm" c="dimmed">
                {MESSAGE_CATEGORY_LABELS[message.category]}
                {message.authorName && ` · par ${message.authorName}`}
                {message.status === 'programme' && message.scheduledAt
                  ? ` · prévu le ${formatDateTime(message.scheduledAt)}`
                  : message.sentAt && ` · envoyé le ${formatDateTime(message.sentAt)}`}
              </Text>
            </div>
            <MessageStatusBadge status={message.status} />
          </Group>
          <Progress
            value={done}
            size="lg"
            aria-label="Avancement de l'envoi"
            animated={message.status === 'envoi'}
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {stats.map((stat) => (
              <div key={stat.label}>
                <Text size="xs" c="dimmed">
                  {stat.label}
                </Text>
                <Text fw={600} size="lg" aria-label={`${stat.label} : ${stat.value}`}>
                  {formatCount(stat.value)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Group gap="sm">
            {counts.failed > 0 && message.status !== 'annule' && (
              <Button
                variant="light"
                leftSection={<RotateCcw size={16} />}
                loading={delivery.isResending}
                onClick={delivery.resendFailed}
              >
                Renvoyer aux échecs
              </Button>
            )}
            {isGoing && (
              <Button
                variant="light"
                color="red"
                leftSection={<Ban size={16} />}
                loading={delivery.isCancelling}
                onClick={delivery.confirmCancel}
              >
                Annuler l'envoi
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<Download size={16} />}
              loading={delivery.isExporting}
              onClick={delivery.exportCsv}
            >
              Exporter en CSV
            </Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-label="Message envoyé">
        <Title order={2} size="h4" mb="sm">
          Message
        </Title>
        <MessageBody html={message.bodyHtml} />
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-label="Destinataires">
        <Stack gap="md">
          <Title order={2} size="h4">
            Destinataires
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              flex={1}
              miw={220}
              label="Rechercher un destinataire"
              placeholder="Nom ou email"
              leftSection={<Search size={16} />}
              value={delivery.recipients.search}
              onChange={(event) => delivery.recipients.setSearch(event.currentTarget.value)}
            />
            <FilterSelect
              label="État"
              placeholder="Tous les états"
              data={STATUS_OPTIONS}
              clearLabel="Tous les états"
              value={delivery.status}
              onChange={delivery.setStatus}
              w={220}
            />
          </Group>
          <QueryState
            query={delivery.recipients}
            isEmpty={delivery.recipients.items.length === 0}
            empty="Aucun destinataire ne correspond."
            placeholder={<Skeleton height={200} radius="md" />}
          >
            <ResponsiveTable
              label="Destinataires"
              rows={delivery.recipients.items}
              columns={columns}
              rowKey={(row) => row.userId}
              rowLabel={(row) => `${row.prenom} ${row.nom}`}
              minWidth={820}
              tableProps={{ striped: true, verticalSpacing: 'sm' }}
            />
            <ListPagination list={delivery.recipients} />
          </QueryState>
        </Stack>
      </Card>
    </Stack>
  );
}
