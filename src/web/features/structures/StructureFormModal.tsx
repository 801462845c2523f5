import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { STRUCTURE_CATEGORY_OPTIONS, STRUCTURE_STATUSES } from '../../../domain/structures.ts';
import {
  type Structure,
  type StructureInput,
  type StructureValues,
  structureInputSchema,
} from '../../../domain/structures-schemas.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';

const EMPTY_FORM: StructureInput = {
  nom: '',
  adresse: '',
  code_postal: '',
  ville: '',
  telephone: '',
  email: '',
  description: '',
  categorie: 'EHPAD',
  statut: 'Contacté',
};

const toFormValues = (structure: Structure | null): StructureInput =>
  structure === null
    ? EMPTY_FORM
    : {
        nom: structure.nom,
        adresse: structure.adresse,
        code_postal: structure.code_postal,
        ville: structure.ville,
        telephone: structure.telephone,
        email: structure.email,
        description: structure.description ?? '',
        categorie: structure.categorie,
        statut: structure.statut,
      };

type StructureFormModalProps = {
  /** null: a new structure. Mounted while open, so each opening starts from these values. */
  structure: Structure | null;
  isSaving: boolean;
  onClose: () => void;
  /** `onRefused` shows the server's messages next to the fields it refused. */
  onSubmit: (values: StructureValues, onRefused: (error: unknown) => void) => void;
};

export function StructureFormModal({ structure, isSaving, onClose, onSubmit }: StructureFormModalProps) {
  const form = useForm<StructureInput>({
    initialValues: toFormValues(structure),
    validate: schemaResolver(structureInputSchema, { sync: true }),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={structure === null ? 'Nouvelle structure' : 'Modifier la structure'}
      size="lg"
    >
      <form
        onSubmit={form.onSubmit((values) =>
          onSubmit(structureInputSchema.parse(values), (error) => applyFieldErrors(form, error)),
        )}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label="Nom" withAsterisk {...form.getInputProps('nom')} />
          <TextInput label="Adresse" withAsterisk {...form.getInputProps('adresse')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Code postal" withAsterisk {...form.getInputProps('code_postal')} />
            <TextInput label="Ville" withAsterisk {...form.getInputProps('ville')} />
            <TextInput label="Téléphone" type="tel" withAsterisk {...form.getInputProps('telephone')} />
            <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
            <Select
              label="Catégorie"
              data={STRUCTURE_CATEGORY_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('categorie')}
            />
            <Select
              label="Statut"
              data={STRUCTURE_STATUSES}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('statut')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
