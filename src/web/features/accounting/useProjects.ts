import { useQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { accountingKeys } from './queryKeys.ts';

/** The projects an entry may name: the open ones, by name (an association runs a handful). */
export function useActiveProjects() {
  const query = useQuery({
    queryKey: [...accountingKeys.projects, 'actifs'],
    queryFn: () =>
      api.GET('/api/admin/accounting/projects', { params: { query: { state: 'actifs', pageSize: 100 } } }),
  });
  return query.data?.items ?? [];
}

/** A project created from the entry's form, chosen at once. */
export function useCreateProject(onCreated: (id: string) => void) {
  const create = useNotifiedMutation({
    mutationFn: (label: string) => api.POST('/api/admin/accounting/projects', { body: { label } }),
    onSuccess: (project) => onCreated(project.id),
    success: (project) => `Projet « ${project.label} » créé`,
    invalidates: [accountingKeys.projects],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la création du projet'),
  });
  return (label: string) => create.mutate(label);
}

export type ProjectState = 'actifs' | 'archives' | 'tous';

/** The projects' page: searched, by state. */
export function useProjectList(state: ProjectState) {
  return usePagedList({
    queryKey: accountingKeys.projects,
    filters: { state },
    load: (query) => api.GET('/api/admin/accounting/projects', { params: { query } }),
    loadError: 'Erreur lors du chargement des projets',
  });
}
