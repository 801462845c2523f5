import { NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ASSEMBLY_KIND_LABELS, type AssemblyKind } from '../../../domain/assembly-kinds.ts';
import {
  MAJORITY_RULE_LABELS,
  MAJORITY_RULES,
  VOTER_RULE_LABELS,
  VOTER_RULES,
} from '../../../domain/assembly-resolutions.ts';
import { type AssociationSettings, MAX_PROXIES } from '../../../domain/settings.ts';

/** The fields of the settings form this section edits; a number input may be empty while typed. */
type AssemblyRulesFields = Pick<AssociationSettings, 'ag_voters' | 'ag_majority' | 'age_majority'> & {
  ag_max_proxies: number | string;
  ag_quorum_percent: number | string;
  age_quorum_percent: number | string;
};
type AssemblyRulesForm = Pick<UseFormReturnType<AssemblyRulesFields>, 'getInputProps'>;

const MAJORITY_OPTIONS = MAJORITY_RULES.map((rule) => ({ value: rule, label: MAJORITY_RULE_LABELS[rule] }));

/** Each kind of assembly's fields in the settings. */
const KIND_FIELDS = {
  ordinaire: { quorum: 'ag_quorum_percent', majority: 'ag_majority' },
  extraordinaire: { quorum: 'age_quorum_percent', majority: 'age_majority' },
} as const satisfies Record<
  AssemblyKind,
  { quorum: keyof AssemblyRulesFields; majority: keyof AssemblyRulesFields }
>;

function KindRules({ form, kind }: { form: AssemblyRulesForm; kind: AssemblyKind }) {
  const fields = KIND_FIELDS[kind];
  return (
    <>
      <Text fw={500} size="sm">
        {ASSEMBLY_KIND_LABELS[kind]}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={`Quorum (%) — ${ASSEMBLY_KIND_LABELS[kind]}`}
          description="Part des membres ayant voix, présents ou représentés ; 0 : pas de quorum"
          withAsterisk
          min={0}
          max={100}
          allowDecimal={false}
          suffix=" %"
          {...form.getInputProps(fields.quorum)}
        />
        <Select
          label={`Majorité — ${ASSEMBLY_KIND_LABELS[kind]}`}
          description="Celle des résolutions d'une nouvelle assemblée de ce type"
          data={MAJORITY_OPTIONS}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps(fields.majority)}
        />
      </SimpleGrid>
    </>
  );
}

/**
 * The statutes' rules of the general assembly, in the settings form: who votes, proxies, and each
 * kind of assembly's quorum and majority. It takes only the form's inputs: the settings page hosts
 * it, so it may not import that page's form.
 */
export function AssemblyRulesSettings({ form }: { form: AssemblyRulesForm }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Membres ayant voix"
          description="Qui vote, donne et reçoit une procuration, et compte pour le quorum"
          data={VOTER_RULES.map((rule) => ({ value: rule, label: VOTER_RULE_LABELS[rule] }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('ag_voters')}
        />
        <NumberInput
          label="Procurations par membre au plus"
          description="0 : les statuts n'admettent pas de procuration"
          withAsterisk
          min={0}
          max={MAX_PROXIES}
          allowDecimal={false}
          {...form.getInputProps('ag_max_proxies')}
        />
      </SimpleGrid>
      <KindRules form={form} kind="ordinaire" />
      <KindRules form={form} kind="extraordinaire" />
    </>
  );
}
