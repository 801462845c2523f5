import { Badge, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { Archive, ArchiveRestore, Check, Pencil, Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { Project } from '../../../domain/accounting-schemas.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { IconAction } from '../../lib/IconAction.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { AccountingSections } from './AccountingSections.tsx';
import { useProjectActions } from './useProjectActions.ts';
import { type ProjectState, useCreateProject, useProjectList } from './useProjects.ts';

const STATES: { value: ProjectState; label: string }[] = [
  { value: 'actifs', label: 'Actifs' },
  { value: 'archives', label: 'Archivés' },
  { value: 'tous', label: 'Tous' },
];

/** A project's name, typed in place of its row, or a new project's. */
function NameInput({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (label: string) => void;
  onCancel: () => void;
}) {
  const [label, setLabel] = useState(initial);
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        aria-label="Nom du projet"
        placeholder="Fête de quartier 2027"
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onSave(label)}
        data-autofocus
      />
      <IconAction label="Enregistrer le projet" onClick={() => onSave(label)}>
        <Check size={16} />
      </IconAction>
      <IconAction label="Annuler" onClick={onCancel}>
        <X size={16} />
      </IconAction>
    </Group>
  );
}

/** The analytic projects (« Fête de quartier 2027 »): created, renamed, archived once over. */
export function ProjectsPage() {
  const [state, setState] = useState<ProjectState>('actifs');
  const list = useProjectList(state);
  const { rename, toggleArchived } = useProjectActions();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const create = useCreateProject(() => setAdding(false));
  const columns: ResponsiveColumn<Project>[] = [
    {
      header: 'Projet',
      phone: 'title',
      cell: (project) =>
        renaming === project.id ? (
          <NameInput
            initial={project.label}
            onSave={(label) => {
              rename(project, label);
              setRenaming(null);
            }}
            onCancel={() => setRenaming(null)}
          />
        ) : (
          project.label
        ),
    },
    {
      header: 'État',
      cell: (project) =>
        project.archived ? (
          <Badge color="gray" variant="light">
            Archivé
          </Badge>
        ) : (
          <Badge variant="light">Actif</Badge>
        ),
    },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (project) => (
        <Group gap={4} wrap="nowrap">
          <IconAction label={`Renommer le projet ${project.label}`} onClick={() => setRenaming(project.id)}>
            <Pencil size={16} />
          </IconAction>
          <IconAction
            label={`${project.archived ? 'Rouvrir' : 'Archiver'} le projet ${project.label}`}
            onClick={() => toggleArchived(project)}
          >
            {project.archived ? <ArchiveRestore size={16} /> : <Archive size={16} />}
          </IconAction>
        </Group>
      ),
    },
  ];
  return (
    <AdminSearchList
      list={list}
      actions={
        <Button leftSection={<Plus size={16} />} onClick={() => setAdding(true)}>
          Nouveau projet
        </Button>
      }
      intro={
        <>
          <AccountingSections />
          {adding && <NameInput initial="" onSave={create} onCancel={() => setAdding(false)} />}
        </>
      }
      searchPlaceholder="Nom du projet"
      filters={
        <SegmentedControl
          aria-label="État"
          data={STATES}
          value={state}
          onChange={(value) => setState(value as ProjectState)}
        />
      }
      empty="Aucun projet pour l’instant : un projet suit les recettes et dépenses d’une action (« Fête de quartier 2027 »)."
      emptySearch="Aucun projet ne correspond à cette recherche."
      totalNoun="projet"
    >
      <ResponsiveTable
        rows={list.items}
        columns={columns}
        rowKey={(project) => project.id}
        rowLabel={(project) => `Projet ${project.label}`}
        label="Projets"
        minWidth={600}
      />
    </AdminSearchList>
  );
}
