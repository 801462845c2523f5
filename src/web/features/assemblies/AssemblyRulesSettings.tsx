import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VOTER_RULE_LABELS, VOTER_RULES } from '../../../domain/assembly-resolutions.ts';
import { MAX_PROXIES } from '../../../domain/settings.ts';
import type { SettingsForm } from '../settings/useSettingsForm.ts';

/** The statutes' rules of the general assembly, in the settings form: who votes, proxies, quorum. */
export function AssemblyRulesSettings({ form }: { form: UseFormReturnType<SettingsForm> }) {
  return (
    <>
      <Select
        label="Membres ayant voix"
        description="Qui vote, donne et reçoit une procuration, et compte pour le quorum"
        data={VOTER_RULES.map((rule) => ({ value: rule, label: VOTER_RULE_LABELS[rule] }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('ag_voters')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Procurations par membre au plus"
          description="0 : les statuts n'admettent pas de procuration"
          withAsterisk
          min={0}
          max={MAX_PROXIES}
          allowDecimal={false}
          {...form.getInputProps('ag_max_proxies')}
        />
        <NumberInput
          label="Quorum (%)"
          description="Part des membres ayant voix, présents ou représentés ; 0 : pas de quorum"
          withAsterisk
          min={0}
          max={100}
          allowDecimal={false}
          suffix=" %"
          {...form.getInputProps('ag_quorum_percent')}
        />
      </SimpleGrid>
    </>
  );
}
