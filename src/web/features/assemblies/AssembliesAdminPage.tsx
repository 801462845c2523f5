import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Plus } from 'lucide-react';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { AssemblyAdminCard } from './AssemblyAdminCard.tsx';
import { AssemblyFormModal } from './AssemblyFormModal.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { useAdminAssemblies } from './useAdminAssemblies.ts';
import { useAssemblyFiles } from './useAssemblyFiles.ts';
import { useAssemblyForm } from './useAssemblyForm.ts';

/** Only admins reach this page: the admin area's guard sends anyone else away. */
export function AssembliesAdminPage() {
  const admin = useAdminAssemblies();
  const files = useAssemblyFiles(admin.banner);
  const formModel = useAssemblyForm(admin.refresh);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Assemblées générales</Title>
        <Button leftSection={<Plus size={18} />} onClick={() => formModel.open(null)}>
          Nouvelle assemblée
        </Button>
      </Group>
      <ErrorBanner banner={admin.banner} />
      {admin.isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {admin.loadFailed && <Alert color="red">{AG_MESSAGES.generic}</Alert>}
      {!admin.isLoading && !admin.loadFailed && admin.assemblies.length === 0 && (
        <Text c="dimmed">Aucune assemblée générale</Text>
      )}
      {admin.assemblies.map((assembly) => (
        <AssemblyAdminCard
          key={assembly.id}
          assembly={assembly}
          banner={admin.banner}
          files={files}
          onEdit={() => formModel.open(assembly)}
          onDelete={() => admin.confirmDeleteAssembly(assembly)}
          onDeleteDocument={admin.confirmDeleteDocument}
          onSetCommentHidden={admin.setCommentHidden}
          onChanged={admin.refresh}
        />
      ))}
      <AssemblyFormModal model={formModel} />
    </Stack>
  );
}
