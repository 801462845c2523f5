import { schemaResolver, useForm } from '@mantine/form';
import { type DocumentUploadForm, documentUploadFormSchema } from '../../../domain/documents.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { toFormData } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { documentKeys } from './queryKeys.ts';

const EMPTY_FORM: DocumentUploadForm = { file: null, type: 'general', user_id: null };

const toUpload = (values: DocumentUploadForm, file: File) => ({
  type: values.type,
  user_id: values.type === 'specifique' && values.user_id ? values.user_id : undefined,
  file,
});

/** The admin's upload form: a file, general or for one member. The form is kept if the upload fails. */
export function useDocumentUpload() {
  const form = useForm<DocumentUploadForm>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(documentUploadFormSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (upload: ReturnType<typeof toUpload>) =>
      api.POST('/api/admin/documents', { body: upload, bodySerializer: toFormData }),
    onSuccess: () => form.reset(),
    success: 'Document ajouté avec succès',
    // The administrators' list and the members' one.
    invalidates: [documentKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'upload du document"),
    form,
  });

  return {
    form,
    // The form's checks ran first: a file is chosen.
    handleSubmit: form.onSubmit((values) => {
      if (values.file) mutation.mutate(toUpload(values, values.file));
    }),
    isUploading: mutation.isPending,
  };
}
