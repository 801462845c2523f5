import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyFieldErrors } from '../../../lib/fieldErrors.ts';
import { formatEuros } from '../../../lib/format.ts';
import { currentYear, yearOptions } from './receiptYears.ts';
import { useAnnualReceipts } from './useReceipts.ts';

/** « Émettre les reçus annuels » of a year that is over: running it again issues nothing more. */
export function AnnualReceiptsCard() {
  const { issue, isIssuing, result } = useAnnualReceipts();
  const form = useForm({ initialValues: { year: String(currentYear() - 1) } });
  return (
    <Card withBorder>
      <form
        noValidate
        onSubmit={form.onSubmit(({ year }) => issue(Number(year), (error) => applyFieldErrors(form, error)))}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Reçus annuels
          </Title>
          <Text size="sm" c="dimmed">
            Un reçu par donateur pour les dons de l’année qui n’en ont pas encore. Relancer l’émission n’émet
            rien de plus.
          </Text>
          <Group align="flex-end">
            <Select
              label="Année des dons"
              data={yearOptions(currentYear() - 1)}
              allowDeselect={false}
              w={140}
              {...form.getInputProps('year')}
            />
            <Button type="submit" loading={isIssuing}>
              Émettre les reçus annuels
            </Button>
          </Group>
          {result && (
            <Alert color="teal" title={`Reçus annuels ${result.year}`}>
              <Text size="sm">
                {result.issued} reçu(s) émis maintenant ; {result.count} reçu(s) annuel(s) valide(s) pour{' '}
                {result.year}, pour un total de {formatEuros(result.amount)}.
              </Text>
              {result.without_address > 0 && (
                <Text size="sm">
                  {result.without_address} donateur(s) sans adresse postale : complétez leur adresse puis
                  relancez l’émission.
                </Text>
              )}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
