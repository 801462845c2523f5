import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VOTER_RULE_LABELS, VOTER_RULES } from '../../../domain/assembly-resolutions.ts';
import { type AssociationSettings, MAX_PROXIES } from '../../../domain/settings.ts';

/** The fields of the settings form this section edits; a number input may be empty while typed. */
type AssemblyRulesFields = Pick<AssociationSettings, 'ag_voters'> & {
  ag_max_proxies: number | string;
  ag_quorum_percent: number | string;
};

/**
 * The statutes' rules of the general assembly, in the settings form: who votes, proxies, quorum.
 * It takes only the form's inputs: the settings page hosts it, so it may not import that page's form.
 */
export function AssemblyRulesSettings({
  form,
}: {
  form: Pick<UseFormReturnType<AssemblyRulesFields>, 'getInputProps'>;
}) {
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
