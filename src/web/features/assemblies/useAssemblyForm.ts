import { schemaResolver, useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AG_MESSAGES, type AgStatus } from '../../../domain/assemblies.ts';
import {
  type AssemblyInput,
  type AssemblySummary,
  assemblyFormSchema,
} from '../../../domain/assemblies-schemas.ts';
import type { AssemblyKind } from '../../../domain/assembly-kinds.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { useBanner } from './useBanner.ts';

type FormValues = {
  date: string;
  lieu: string;
  lien_visio: string;
  ordre_du_jour: string[];
  status: AgStatus;
  kind: AssemblyKind;
};

const EMPTY: FormValues = {
  date: '',
  lieu: '',
  lien_visio: '',
  ordre_du_jour: [''],
  status: 'a_venir',
  kind: 'ordinaire',
};
/** The value of a datetime-local field, in the browser's time zone. */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

const toFormValues = (assembly: AssemblySummary): FormValues => ({
  date: dayjs(assembly.date).format(LOCAL_FORMAT),
  lieu: assembly.lieu,
  lien_visio: assembly.lien_visio ?? '',
  ordre_du_jour: assembly.ordre_du_jour.length > 0 ? assembly.ordre_du_jour : [''],
  status: assembly.status,
  kind: assembly.kind,
});

/** The create / edit modal; `editing` is the AG being edited, or null for a new one. */
export function useAssemblyForm(onSaved: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<AssemblySummary | null>(null);
  const banner = useBanner();
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(assemblyFormSchema, { sync: true }),
  });

  const save = useNotifiedMutation({
    mutationFn: (input: AssemblyInput) =>
      editing
        ? api.PUT('/api/admin/assemblies/{id}', { params: { path: { id: editing.id } }, body: input })
        : api.POST('/api/admin/assemblies', { body: input }),
    onSuccess: async () => {
      await onSaved();
      setOpened(false);
    },
    success: editing ? AG_MESSAGES.updated : AG_MESSAGES.created,
    failure: (error) => getErrorMessage(error, AG_MESSAGES.save),
    showFailure: banner.show,
    form,
  });

  const open = (assembly: AssemblySummary | null) => {
    setEditing(assembly);
    form.setValues(assembly ? toFormValues(assembly) : EMPTY);
    form.resetDirty();
    form.clearErrors();
    banner.clear();
    setOpened(true);
  };

  const handleSubmit = form.onSubmit((values) => {
    const parsed = assemblyFormSchema.parse(values);
    save.mutate({ ...parsed, date: new Date(parsed.date).toISOString() });
  });

  return {
    form,
    opened,
    isEditing: editing !== null,
    open,
    close: () => setOpened(false),
    handleSubmit,
    isSaving: save.isPending,
    banner,
  };
}
