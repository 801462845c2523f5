import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  missingRequiredFields,
} from '../../../domain/member-import.ts';
import type { MemberImport } from './useMemberImport.ts';

const LEFT_OUT = 'ignorer';
const FIELD_OPTIONS = [
  { value: LEFT_OUT, label: 'Ne pas importer' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/** Each column of the file and the field it fills; the unrecognised ones are the administrator's to tell. */
export function ImportMappingStep({
  preview,
  memberImport,
}: {
  preview: ImportPreview;
  memberImport: MemberImport;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(preview.mapping);
  const missing = missingRequiredFields(mapping);
  const choose = (column: number, value: string | null) =>
    setMapping(
      mapping.map((field, index) => {
        if (index === column) return value === LEFT_OUT || value === null ? null : (value as ImportField);
        // A field comes from one column: choosing it elsewhere frees it here.
        return field === value ? null : field;
      }),
    );
  return (
    <Stack gap="md">
      <Text>
        Certaines colonnes n’ont pas été reconnues. Indiquez ce que contient chacune, ou choisissez « Ne pas
        importer ».
      </Text>
      <Table withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colonne du fichier</Table.Th>
            <Table.Th>Champ</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.headers.map((header, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the file, two may share a name
            <Table.Tr key={column}>
              <Table.Td>{header || `Colonne ${column + 1}`}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Champ de la colonne ${header || column + 1}`}
                  data={FIELD_OPTIONS}
                  value={mapping[column] ?? LEFT_OUT}
                  onChange={(value) => choose(column, value)}
                  allowDeselect={false}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Text c="red" size="sm">
          Colonnes obligatoires manquantes : {missing.map((field) => IMPORT_FIELD_LABELS[field]).join(', ')}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={memberImport.restart}>
          Changer de fichier
        </Button>
        <Button
          disabled={missing.length > 0}
          loading={memberImport.isBusy}
          onClick={() => memberImport.applyMapping(mapping)}
        >
          Continuer
        </Button>
      </Group>
    </Stack>
  );
}
