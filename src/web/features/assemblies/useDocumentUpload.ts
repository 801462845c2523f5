import { useState } from 'react';
import { AG_MESSAGES, type AgDocumentType } from '../../../domain/assemblies.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { toFormData } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import type { Banner } from './useBanner.ts';

type UploadInput = { file: File; type: AgDocumentType; nom: string };

function postDocument(agId: string, { file, type, nom }: UploadInput) {
  return api.POST('/api/admin/assemblies/{id}/documents', {
    params: { path: { id: agId } },
    body: { file, type, nom: nom.trim() },
    bodySerializer: toFormData,
  });
}

/** The upload form of one AG: file, type and name all required. */
export function useDocumentUpload(agId: string, banner: Banner, onUploaded: () => Promise<unknown>) {
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<AgDocumentType | null>(null);
  const [nom, setNom] = useState('');
  const upload = useNotifiedMutation({
    mutationFn: (input: UploadInput) => postDocument(agId, input),
    onSuccess: async () => {
      await onUploaded();
      setFile(null);
      setType(null);
      setNom('');
    },
    success: AG_MESSAGES.documentAdded,
    failure: (error) => getErrorMessage(error, AG_MESSAGES.upload),
    showFailure: banner.show,
  });
  const isComplete = file !== null && type !== null && nom.trim() !== '';
  return {
    file,
    setFile,
    type,
    setType,
    nom,
    setNom,
    isComplete,
    isUploading: upload.isPending,
    submit: () => {
      if (!file || !type || nom.trim() === '') return;
      banner.clear();
      upload.mutate({ file, type, nom });
    },
  };
}
