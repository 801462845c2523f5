import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from '../../../domain/members-schemas.ts';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { ApiError, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { memberKeys } from './queryKeys.ts';

const UPLOAD_ERROR = "Erreur lors de l'upload de la photo de profil";

async function uploadAvatar(file: File): Promise<{ avatar_url: string }> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/members/me/avatar', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR);
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { avatar_url: string; error?: { code: string; message: string } }
    | undefined;
  if (!response.ok || !payload) {
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'UNKNOWN_ERROR',
      payload?.error?.message ?? GENERIC_ERROR,
    );
  }
  return payload;
}

/** The picture goes to the server's storage; the layout's avatar follows through the session. */
export function useAvatarUpload() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile });
      notifySuccess('Photo de profil mise à jour');
    },
    onError: (error) => notifyError(getErrorMessage(error, UPLOAD_ERROR)),
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
