import { Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { VOTE_LABELS, VOTE_VALUES } from '../../../../domain/assemblies.ts';
import type { Resolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { FormActions } from '../../../lib/FormActions.tsx';
import type { useCounting } from './useCounting.ts';

/**
 * The chair's count of the hands raised by the members present who vote without a device: an
 * approval's three answers, a choice's options, an election's voters and candidates.
 */
export function HandCountModal({
  resolution,
  model,
}: {
  resolution: Resolution;
  model: ReturnType<typeof useCounting>;
}) {
  const { form } = model;
  const figure = (path: string, label: string) => (
    <NumberInput key={path} label={label} min={0} allowDecimal={false} {...form.getInputProps(path)} />
  );
  return (
    <Modal opened={model.opened} onClose={model.close} title={`Vote à main levée — ${resolution.title}`}>
      <form onSubmit={model.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Les mains levées des membres présents qui n'ont pas voté en ligne (et de ceux qu'ils représentent)
            s'ajoutent aux votes en ligne.
          </Text>
          {resolution.kind === 'election' && figure('voters', 'Votants à main levée')}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {resolution.kind === 'approbation'
              ? VOTE_VALUES.map((value) => figure(value, VOTE_LABELS[value]))
              : resolution.options.map((option, index) => figure(`options.${index}.count`, option))}
          </SimpleGrid>
          {form.errors.total && (
            <Text size="sm" c="red" role="alert">
              {form.errors.total}
            </Text>
          )}
          <FormActions onCancel={model.close} isSaving={model.isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
