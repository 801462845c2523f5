import { ApiError } from '../../lib/api.ts';

/** The image goes up as multipart (api.ts speaks JSON only); errors keep the API's shape. */
export async function uploadMaterialImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/admin/materials/image', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const payload = (await response.json().catch(() => undefined)) as
    | { url?: string; error?: { code?: string; message?: string } }
    | undefined;
  if (!response.ok || !payload?.url) {
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'UNKNOWN_ERROR',
      payload?.error?.message ?? "Erreur lors de l'upload de l'image",
    );
  }
  return payload.url;
}
