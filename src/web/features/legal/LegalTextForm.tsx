import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { LegalInfo } from '../../../domain/legal.ts';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.ts';

type LegalTextFormProps = { info: LegalInfo; isSaving: boolean; onSave: (contenu: string) => void };

/** One legal text on the admin page; the parent remounts it (by key) once a save comes back. */
export function LegalTextForm({ info, isSaving, onSave }: LegalTextFormProps) {
  const [draft, setDraft] = useState(info.contenu);
  useUnsavedChangesGuard(draft !== info.contenu);
  return (
    <Stack gap="md">
      <Textarea
        aria-label={info.type}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={16}
        maxRows={40}
      />
      <Group justify="flex-end">
        <Button onClick={() => onSave(draft)} loading={isSaving} disabled={isSaving}>
          Enregistrer
        </Button>
      </Group>
    </Stack>
  );
}
