import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FileDown } from 'lucide-react';
import { formatEuros } from '../../../lib/format.ts';
import { QueryState } from '../../../lib/QueryState.tsx';
import { currentYear, yearOptions } from './receiptYears.ts';
import { useDeclaration } from './useReceipts.ts';

function Figure({ label, count, amount }: { label: string; count: number; amount: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{count} reçu(s)</Text>
      <Text size="sm">{formatEuros(amount)}</Text>
    </Stack>
  );
}

/**
 * What the association declares for a year (article 222 bis du CGI): valid receipts and their
 * total, by nature of the gifts and by donor (individuals, companies).
 */
export function DeclarationCard() {
  const declaration = useDeclaration();
  const figures = declaration.declaration;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Déclaration des reçus
        </Title>
        <Group align="flex-end">
          <Select
            label="Reçus émis en"
            data={yearOptions(currentYear())}
            value={String(declaration.year)}
            onChange={(value) => value && declaration.setYear(Number(value))}
            allowDeselect={false}
            w={140}
          />
          <Button
            variant="default"
            leftSection={<FileDown size={16} />}
            loading={declaration.isExporting}
            onClick={declaration.exportCsv}
          >
            Télécharger le CSV
          </Button>
        </Group>
        <QueryState query={declaration} compact>
          {figures && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} role="group" aria-label={`Déclaration ${figures.year}`}>
              <Figure label="Total des reçus valides" count={figures.count} amount={figures.amount} />
              <Figure
                label="Dons en numéraire"
                count={figures.numeraire.count}
                amount={figures.numeraire.amount}
              />
              <Figure label="Dons en nature" count={figures.nature.count} amount={figures.nature.amount} />
              <Figure
                label="Particuliers (CERFA n° 11580)"
                count={figures.particuliers.count}
                amount={figures.particuliers.amount}
              />
              <Figure
                label="Entreprises (CERFA n° 16216)"
                count={figures.entreprises.count}
                amount={figures.entreprises.amount}
              />
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
