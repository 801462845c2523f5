import { Button } from '@mantine/core';
import { Plus } from 'lucide-react';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { AssemblyAdminCard } from './AssemblyAdminCard.tsx';
import { AssemblyFormModal } from './AssemblyFormModal.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { useAdminAssemblies } from './useAdminAssemblies.ts';
import { useAssemblyFiles } from './useAssemblyFiles.ts';
import { useAssemblyForm } from './useAssemblyForm.ts';

/** Only admins reach this page: the admin area's guard sends anyone else away. */
export function AssembliesAdminPage() {
  const admin = useAdminAssemblies();
  const { list } = admin;
  const files = useAssemblyFiles(admin.banner);
  const formModel = useAssemblyForm(admin.refresh);

  return (
    <>
      <AdminSearchList
        list={list}
        actions={
          <Button leftSection={<Plus size={18} />} onClick={() => formModel.open(null)}>
            Nouvelle assemblée
          </Button>
        }
        intro={<ErrorBanner banner={admin.banner} />}
        empty="Aucune assemblée générale"
      >
        {list.items.map((assembly, index) => (
          <AssemblyAdminCard
            key={assembly.id}
            assembly={assembly}
            defaultOpened={list.page === 1 && index === 0}
            banner={admin.banner}
            files={files}
            onEdit={() => formModel.open(assembly)}
            onDelete={() => admin.confirmDeleteAssembly(assembly)}
            onDeleteDocument={admin.confirmDeleteDocument}
            onSetCommentHidden={admin.setCommentHidden}
            onChanged={admin.refresh}
          />
        ))}
      </AdminSearchList>
      <AssemblyFormModal model={formModel} />
    </>
  );
}
