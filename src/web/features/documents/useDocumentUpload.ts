import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDocument,
  type DocumentUploadForm,
  documentUploadFormSchema,
} from '../../../domain/documents.ts';
import { getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { sendFormData } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { documentKeys } from './queryKeys.ts';

const EMPTY_FORM: DocumentUploadForm = { file: null, type: 'general', user_id: null };

function toFormData(values: DocumentUploadForm): FormData {
  const body = new FormData();
  // The text fields go first: the server reads only the fields sent ahead of the file.
  body.set('type', values.type);
  if (values.type === 'specifique' && values.user_id) body.set('user_id', values.user_id);
  if (values.file) body.set('file', values.file);
  return body;
}

/** The admin's upload form: a file, general or for one member. The form is kept if the upload fails. */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  const form = useForm<DocumentUploadForm>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(documentUploadFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (values: DocumentUploadForm) =>
      sendFormData<AdminDocument>('POST', '/api/admin/documents', toFormData(values)),
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
    handleSubmit: form.onSubmit((values) => mutation.mutate(values)),
    isUploading: mutation.isPending,
  };
}
