import { Alert, Badge, Button, Group, List, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DUPLICATE_CHOICE_LABELS,
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  type ImportPreview,
  type ImportPreviewLine,
} from '../../../domain/member-import.ts';
import { formatCountOf } from '../../lib/format.ts';
import { ImportCorrectionModal } from './ImportCorrectionModal.tsx';
import type { MemberImport } from './useMemberImport.ts';

function LineState({ line }: { line: ImportPreviewLine }) {
  if (line.problems.length > 0) {
    return (
      <List size="sm" c="red.8">
        {line.problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    );
  }
  if (line.existing) return <Badge color="yellow">Déjà inscrit</Badge>;
  return <Badge color="green">{line.corrected ? 'Corrigée' : 'À créer'}</Badge>;
}

/** What the import will do, line by line where the administrator has something to decide. */
export function ImportPreviewStep({
  preview,
  memberImport,
}: {
  preview: ImportPreview;
  memberImport: MemberImport;
}) {
  const [correcting, setCorrecting] = useState<ImportPreviewLine | null>(null);
  const { counts } = preview;
  const toCreate = counts.valid - counts.existing;
  const hidden = counts.lines - preview.lines.length;
  return (
    <Stack gap="md">
      <Text>
        {formatCountOf(counts.lines, 'ligne lue', 'lignes lues')} : {formatCountOf(toCreate, 'membre')} à
        créer, {formatCountOf(counts.existing, 'membre déjà inscrit', 'membres déjà inscrits')},{' '}
        {formatCountOf(counts.faulty, 'ligne')} en erreur.
      </Text>
      {counts.faulty > 0 && (
        <Alert color="orange">
          Les lignes en erreur ne seront pas importées : corrigez-les ici, ou corrigez le fichier et
          recommencez.
        </Alert>
      )}
      {counts.existing > 0 && (
        <Radio.Group
          label="Membres déjà inscrits (même email)"
          value={memberImport.duplicates}
          onChange={(value) => memberImport.chooseDuplicates(value as DuplicateChoice)}
        >
          <Stack gap={6} mt={6}>
            {DUPLICATE_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={DUPLICATE_CHOICE_LABELS[choice]} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Table.ScrollContainer minWidth={800}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ligne</Table.Th>
              <Table.Th>Prénom</Table.Th>
              <Table.Th>Nom</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Adhésion</Table.Th>
              <Table.Th>État</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.lines.map((line) => (
              <Table.Tr key={line.line}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Td>{line.cells.prenom}</Table.Td>
                <Table.Td>{line.cells.nom}</Table.Td>
                <Table.Td>{line.cells.email}</Table.Td>
                <Table.Td>
                  {[line.cells.type, line.cells.montant, line.cells.date_debut].filter(Boolean).join(' · ')}
                </Table.Td>
                <Table.Td>
                  <LineState line={line} />
                </Table.Td>
                <Table.Td>
                  {line.problems.length > 0 && (
                    <Button size="xs" variant="light" onClick={() => setCorrecting(line)}>
                      Corriger la ligne {line.line}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          Et {formatCountOf(hidden, 'autre ligne non affichée', 'autres lignes non affichées')} : les lignes
          en erreur et les membres déjà inscrits sont montrés en premier.
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={memberImport.restart}>
          Changer de fichier
        </Button>
        <Button variant="default" onClick={memberImport.backToMapping}>
          Revoir les colonnes
        </Button>
        <Button disabled={counts.valid === 0} onClick={() => void memberImport.confirm()}>
          Confirmer l’import
        </Button>
      </Group>
      {correcting && (
        <ImportCorrectionModal
          line={correcting}
          mapping={preview.mapping}
          isSaving={memberImport.isBusy}
          onClose={() => setCorrecting(null)}
          onSave={async (cells) => {
            await memberImport.correctLine(correcting.line, cells);
            setCorrecting(null);
          }}
        />
      )}
    </Stack>
  );
}
