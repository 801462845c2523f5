import type { Project } from '../../../domain/accounting-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { accountingKeys } from './queryKeys.ts';

/** A project renamed, archived (out of the entries' pickers, its lines kept) or reopened. */
export function useProjectActions() {
  const update = useNotifiedMutation({
    mutationFn: ({ id, ...body }: Project) =>
      api.PUT('/api/admin/accounting/projects/{id}', { params: { path: { id } }, body }),
    success: (project, asked) =>
      asked.archived !== project.archived || asked.label === project.label
        ? `Projet « ${project.label} » ${project.archived ? 'archivé' : 'rouvert'}`
        : `Projet « ${project.label} » renommé`,
    invalidates: [accountingKeys.projects],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la modification du projet'),
  });
  return {
    rename: (project: Project, label: string) => update.mutate({ ...project, label }),
    toggleArchived: (project: Project) => update.mutate({ ...project, archived: !project.archived }),
  };
}
