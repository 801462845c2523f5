import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { MODULE_LABELS, MODULES } from '../../../domain/modules.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { useModulesForm } from './useModulesForm.ts';

/**
 * The « Modules » of the settings page: the parts of the app the association may not use, each
 * with its switch, saved on their own, apart from the association's settings form.
 */
export function ModulesSection() {
  const modules = useModulesForm();
  const { form, handleSubmit, isSaving } = modules;
  return (
    <Stack gap="md">
      <Text size="sm">
        Un module retiré disparaît des menus, des tableaux de bord et des pages de tous, administrateurs
        compris, et ses adresses répondent « Page introuvable ». Ses données sont gardées : elles reviennent
        telles quelles quand le module est remis en service.
      </Text>
      <QueryState query={modules} isEmpty={!modules.isLoaded}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {MODULES.map((module) => (
              <Switch
                key={module}
                label={MODULE_LABELS[module].label}
                description={MODULE_LABELS[module].description}
                {...form.getInputProps(module, { type: 'checkbox' })}
              />
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving}>
                Enregistrer les modules
              </Button>
            </Group>
          </Stack>
        </form>
      </QueryState>
    </Stack>
  );
}
