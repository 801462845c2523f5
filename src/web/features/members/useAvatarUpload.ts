import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from '../../../domain/members-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { toFormData } from '../../lib/files.ts';
import { notifyError } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

const UPLOAD_ERROR = "Erreur lors de l'upload de la photo de profil";

const uploadAvatar = (file: File) =>
  api.POST('/api/members/me/avatar', { body: { file }, bodySerializer: toFormData });

/** The picture goes to the server's storage; the layout's avatar follows through the session. */
export function useAvatarUpload() {
  const mutation = useNotifiedMutation({
    mutationFn: uploadAvatar,
    success: 'Photo de profil mise à jour',
    invalidates: [queryKeys.session, memberKeys.profile],
    failure: (error) => getErrorMessage(error, UPLOAD_ERROR),
  });

  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      notifyError(AVATAR_TOO_LARGE);
      return;
    }
    mutation.mutate(file);
  };

  return { upload, isUploading: mutation.isPending };
}
