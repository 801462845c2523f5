import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { Lightbulb } from 'lucide-react';
import { COMPARATOR_TIP, OUTPUT_FORMATS } from '../../../domain/comparator.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { FormatCard } from './FormatCard.tsx';

export function ComparatorPage() {
  return (
    <Stack gap="lg">
      <PageTitle />
      <Text c="dimmed">Les cinq formats dans lesquels un récit de vie peut être remis, et leurs prix.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {OUTPUT_FORMATS.map((format) => (
          <FormatCard key={format.nom} format={format} />
        ))}
      </SimpleGrid>
      <Alert color="teal" icon={<Lightbulb size={18} />}>
        {COMPARATOR_TIP}
      </Alert>
    </Stack>
  );
}
