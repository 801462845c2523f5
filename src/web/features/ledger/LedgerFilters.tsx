import { Button, Group } from '@mantine/core';
import { Download } from 'lucide-react';
import { LEDGER_KIND_LABELS, LEDGER_KINDS } from '../../../domain/ledger.ts';
import { PAYMENT_MODE_OPTIONS } from '../../../domain/members.ts';
import { FilterSelect } from '../../lib/FilterSelect.tsx';
import { PeriodInputs } from '../../lib/PeriodInputs.tsx';
import type { useLedger } from './useLedger.ts';

export function LedgerFilters({ ledger }: { ledger: ReturnType<typeof useLedger> }) {
  const { values, errors, setFilter } = ledger;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <PeriodInputs from={values.from} to={values.to} errors={errors} onChange={setFilter} />
      <FilterSelect
        label="Mode de paiement"
        placeholder="Tous les modes"
        data={PAYMENT_MODE_OPTIONS}
        clearLabel="Tous les modes de paiement"
        value={values.mode}
        onChange={(value) => setFilter('mode', value)}
      />
      <FilterSelect
        label="Type"
        placeholder="Cotisations et dons"
        data={LEDGER_KINDS.map((kind) => ({ value: kind, label: LEDGER_KIND_LABELS[kind] }))}
        clearLabel="Cotisations et dons"
        value={values.kind}
        onChange={(value) => setFilter('kind', value)}
      />
      <Button
        variant="light"
        leftSection={<Download size={16} />}
        onClick={ledger.exportCsv}
        loading={ledger.isExporting}
        disabled={!ledger.canExport}
      >
        Exporter en CSV
      </Button>
    </Group>
  );
}
