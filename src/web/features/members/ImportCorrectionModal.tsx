import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportCells,
  type ImportMapping,
  type ImportPreviewLine,
  REQUIRED_IMPORT_FIELDS,
} from '../../../domain/member-import.ts';

type Props = {
  line: ImportPreviewLine;
  mapping: ImportMapping;
  isSaving: boolean;
  onClose: () => void;
  onSave: (cells: ImportCells) => Promise<void>;
};

/** The line's values as the file gives them; the server checks the corrected line again. */
export function ImportCorrectionModal({ line, mapping, isSaving, onClose, onSave }: Props) {
  const [cells, setCells] = useState<ImportCells>(line.cells);
  const fields = IMPORT_FIELDS.filter(
    (field) => mapping.includes(field) || REQUIRED_IMPORT_FIELDS.includes(field),
  );
  return (
    <Modal opened onClose={onClose} title={`Corriger la ligne ${line.line}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave(cells);
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => {
              // The server's proposal (a phone's lost 0) is only offered: the administrator takes it.
              const proposed = line.suggestions[field];
              return (
                <TextInput
                  key={field}
                  label={IMPORT_FIELD_LABELS[field]}
                  value={cells[field] ?? ''}
                  onChange={(event) => setCells({ ...cells, [field]: event.currentTarget.value })}
                  description={proposed && `Proposé : ${proposed}`}
                  rightSectionWidth={proposed ? 90 : undefined}
                  rightSection={
                    proposed && cells[field] !== proposed ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setCells({ ...cells, [field]: proposed })}
                      >
                        Reprendre
                      </Button>
                    ) : undefined
                  }
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={isSaving}>
              Vérifier la correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
