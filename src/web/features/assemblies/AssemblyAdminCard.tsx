import { Button, Card, Group, Stack } from '@mantine/core';
import { ChevronDown, ChevronUp, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgDocument, AssemblySummary } from '../../../domain/assemblies-schemas.ts';
import { assemblyHeading } from '../../../domain/assembly-kinds.ts';
import { canDeleteAssembly, canEditAssembly } from '../../../domain/assembly-permissions.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';
import { composerLinks } from '../../lib/composerLinks.ts';
import { AssemblyAdminDetail } from './AssemblyAdminDetail.tsx';
import { AssemblyInfo } from './AssemblyInfo.tsx';
import type { useAssemblyFiles } from './useAssemblyFiles.ts';
import type { Banner } from './useBanner.ts';

type AssemblyAdminCardProps = {
  assembly: AssemblySummary;
  /** The latest AG opens by itself: it is the one the board is working on. */
  defaultOpened: boolean;
  banner: Banner;
  files: ReturnType<typeof useAssemblyFiles>;
  onEdit: () => void;
  onDelete: () => void;
  onDeleteDocument: (document: AgDocument) => void;
  onSetCommentHidden: (commentId: string, modere: boolean) => void;
  onChanged: () => Promise<unknown>;
};

/** One AG of the list; its documents, participants, results and comments load once it is opened. */
export function AssemblyAdminCard({
  assembly,
  defaultOpened,
  onEdit,
  onDelete,
  ...detail
}: AssemblyAdminCardProps) {
  const [isOpened, setOpened] = useState(defaultOpened);
  return (
    <Card
      component="article"
      aria-label={assemblyHeading(assembly.kind, assembly.date)}
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <AssemblyInfo
          assembly={assembly}
          actions={
            <Group gap="xs">
              {assembly.status === 'a_venir' && (
                <Button
                  component={Link}
                  to={composerLinks.convocation(assembly.id)}
                  variant="light"
                  leftSection={<Mail size={16} />}
                >
                  Envoyer la convocation
                </Button>
              )}
              {canEditAssembly(assembly) && <EditButton onClick={onEdit} variant="default" />}
              {canDeleteAssembly(assembly) && <DeleteButton onClick={onDelete} />}
            </Group>
          }
        />
        <Button
          variant="light"
          w="fit-content"
          aria-expanded={isOpened}
          leftSection={isOpened ? <ChevronUp size={16} /> : <ChevronDown size={16} />}
          onClick={() => setOpened(!isOpened)}
        >
          {isOpened ? 'Réduire le détail' : 'Afficher le détail'}
        </Button>
        {isOpened && <AssemblyAdminDetail agId={assembly.id} {...detail} />}
      </Stack>
    </Card>
  );
}
