import { Button, Group, Select, TextInput } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useActiveProjects, useCreateProject } from './useProjects.ts';

/** An optional analytic project, among the open ones, or a new one named on the spot. */
export function ProjectSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: React.ReactNode;
}) {
  const projects = useActiveProjects();
  const [naming, setNaming] = useState<string | null>(null);
  const create = useCreateProject((id) => {
    onChange(id);
    setNaming(null);
  });
  if (naming !== null) {
    return (
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          label="Nouveau projet"
          placeholder="Fête de quartier 2027"
          value={naming}
          onChange={(event) => setNaming(event.currentTarget.value)}
          data-autofocus
        />
        <Button variant="light" onClick={() => create(naming)}>
          Créer
        </Button>
        <Button variant="subtle" onClick={() => setNaming(null)}>
          Annuler
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        flex={1}
        label="Projet"
        description="Facultatif"
        placeholder="Aucun"
        clearable
        data={projects.map((project) => ({ value: project.id, label: project.label }))}
        value={value}
        onChange={onChange}
        error={error}
      />
      <Button variant="subtle" leftSection={<Plus size={14} />} onClick={() => setNaming('')}>
        Nouveau
      </Button>
    </Group>
  );
}
