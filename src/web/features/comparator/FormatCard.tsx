import { Card, List, Stack, Text, Title } from '@mantine/core';
import { Check, MapPin } from 'lucide-react';
import type { OutputFormat } from '../../../domain/comparator.ts';

export function FormatCard({ format }: { format: OutputFormat }) {
  return (
    <Card component="article" aria-label={format.nom} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {format.nom}
        </Title>
        <Text fw={700} c="teal.8">
          {format.prix}
        </Text>
        <Text size="sm">{format.description}</Text>
        <div>
          <Text size="sm" fw={600}>
            Utilisations
          </Text>
          <List size="sm" spacing={2}>
            {format.usages.map((usage) => (
              <List.Item key={usage}>{usage}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={600}>
            Lieux
          </Text>
          <Text size="sm" component="span">
            <MapPin size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {format.lieux}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={600}>
            Avantages
          </Text>
          <List size="sm" spacing={2} icon={<Check size={14} color="var(--mantine-color-teal-7)" />}>
            {format.avantages.map((avantage) => (
              <List.Item key={avantage}>{avantage}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Card>
  );
}
