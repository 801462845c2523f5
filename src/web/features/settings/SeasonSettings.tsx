import { Group, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_EARLY_WEEKS, MONTH_NAMES, seasonLabel } from '../../../domain/seasons.ts';

/** The two inputs of the membership year, in the settings form or in the first sign-in's. */
type SeasonValues = { season_start_month: number | null; season_early_weeks: number | string };

const ROLLING = 'rolling';
const FIXED = 'season';
/** A season starts where the association's year usually does: January (the calendar year). */
const FIRST_SEASON_MONTH = 1;

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name.charAt(0).toUpperCase() + name.slice(1),
}));

/** « Une adhésion payée à partir du 4 août compte pour la saison suivante. » */
function earlyWeeksExample(startMonth: number, weeks: number): string {
  if (!Number.isInteger(weeks) || weeks <= 0) return 'Une adhésion compte pour la saison où elle est payée.';
  // Any year without 29 February reads the same for every season start.
  const firstDay = new Date(Date.UTC(2027, startMonth - 1, 1) - weeks * 7 * 86_400_000);
  const day = firstDay.getUTCDate();
  const dayAndMonth = `${day === 1 ? '1er' : day} ${MONTH_NAMES[firstDay.getUTCMonth()]}`;
  return `Une adhésion payée à partir du ${dayAndMonth} compte pour la saison suivante.`;
}

/** The membership year: a year from the payment (the spec's rule), or a season from a month. */
export function SeasonSettings<Values extends SeasonValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { season_start_month: startMonth, season_early_weeks } = form.values;
  const weeks = Number(season_early_weeks);
  // Mantine types a generic form's paths loosely: the month is the field's own type.
  const setStartMonth = (month: number | null) => form.setFieldValue('season_start_month', month as never);
  return (
    <Stack gap="md">
      <Radio.Group
        label="Durée d'une adhésion"
        value={startMonth === null ? ROLLING : FIXED}
        onChange={(value) => setStartMonth(value === ROLLING ? null : FIRST_SEASON_MONTH)}
      >
        <Group mt="xs">
          <Radio value={ROLLING} label="Un an à partir du paiement" />
          <Radio value={FIXED} label="Une saison fixe" />
        </Group>
      </Radio.Group>
      {startMonth !== null && (
        <>
          <Group grow align="flex-start">
            <Select
              label="Début de la saison"
              data={MONTH_OPTIONS}
              allowDeselect={false}
              withAsterisk
              value={String(startMonth)}
              onChange={(value) => setStartMonth(Number(value))}
              error={form.errors.season_start_month}
            />
            <NumberInput
              label="Semaines comptées pour la saison suivante"
              description="Une adhésion payée dans ces dernières semaines de la saison vaut pour la suivante"
              withAsterisk
              min={0}
              max={MAX_EARLY_WEEKS}
              allowDecimal={false}
              {...form.getInputProps('season_early_weeks')}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {seasonLabel({ start_month: startMonth })}. {earlyWeeksExample(startMonth, weeks)}
          </Text>
        </>
      )}
    </Stack>
  );
}
