import { Button, Group } from '@mantine/core';

/** The foot of every form in a modal: cancel, then save (spinning while the server answers). */
export function FormActions({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" loading={isSaving}>
        Enregistrer
      </Button>
    </Group>
  );
}
