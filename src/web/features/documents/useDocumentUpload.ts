import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentUploadForm, documentUploadFormSchema } from '../../../domain/documents.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { toFormData } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { documentKeys } from './queryKeys.ts';

const EMPTY_FORM: DocumentUploadForm = { file: null, type: 'general', user_id: null };

const toUpload = (values: DocumentUploadForm, file: File) => ({
  type: values.type,
  user_id: values.type === 'specifique' && values.user_id ? values.user_id : undefined,
  file,
});

/** The admin's upload form: a file, general or for one member. The form is kept if the upload fails. */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  const form = useForm<DocumentUploadForm>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(documentUploadFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (upload: ReturnType<typeof toUpload>) =>
      api.POST('/api/admin/documents', { body: upload, bodySerializer: toFormData }),
    onSuccess: () => {
      notifySuccess('Document ajouté avec succès');
      form.reset();
      // The administrators' list and the members' one.
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(getErrorMessage(error, "Erreur lors de l'upload du document"));
    },
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
