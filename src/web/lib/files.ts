import { GENERIC_ERROR } from '../../domain/messages.ts';
import { ApiError, toApiError } from './api.ts';
import type { paths } from './api-schema';

/** Our JSON error of a failed response (with its invalid fields), or a generic one. */
async function readApiError(response: Response): Promise<ApiError> {
  // Not JSON: the generic error, so the caller's fallback text is shown.
  return toApiError(response.status, await response.json().catch(() => undefined));
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR);
  }
  if (!response.ok) throw await readApiError(response);
  return response;
}

/**
 * An upload's form for `api.POST(path, { body, bodySerializer: toFormData })`: the text fields
 * first, then the files, since the server reads only the fields sent ahead of the file.
 */
export function toFormData(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields);
  for (const [name, value] of entries) if (typeof value === 'string') form.append(name, value);
  for (const [name, value] of entries) if (value instanceof Blob) form.append(name, value);
  return form;
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Saves a file the server builds (a calendar, an export) under the name it gives, so that a
 * refusal shows as a French message on the page rather than as a JSON file in the downloads.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<void> {
  const response = await send(path, { method });
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Follows a download link the server has just handed out: ours, or a presigned one on the file
 * bucket's own address. Navigating, not fetching: the page's Content-Security-Policy lets it
 * reach no other address, and the file itself never has to be read by the page. The file comes
 * as an attachment, so the page stays where it is.
 */
export function followDownloadLink(url: string): void {
  window.location.assign(url);
}

type UploadPost = {
  requestBody: { content: { 'multipart/form-data': Record<string, string | Blob | undefined> } };
};
/** The paths without parameters whose POST takes an upload. */
type UploadPath = {
  [Path in keyof paths]: paths[Path] extends { post: UploadPost }
    ? paths[Path]['post'] extends { parameters: { path: object } }
      ? never
      : Path
    : never;
}[keyof paths];
type UploadOperation<Path extends UploadPath> = paths[Path]['post'];
type UploadFields<Path extends UploadPath> =
  UploadOperation<Path>['requestBody']['content']['multipart/form-data'];
type UploadAnswer<Path extends UploadPath> = UploadOperation<Path>['responses'] extends {
  200: { content: { 'application/json': infer Answer } };
}
  ? Answer
  : never;

/**
 * An upload of a large file, typed as `api.POST` would be, telling how much of it has left
 * (0 to 1): fetch cannot follow an upload, the browser's older request object can.
 */
export function sendFormDataWithProgress<Path extends UploadPath>(
  path: Path,
  fields: UploadFields<Path>,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer<Path>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as UploadAnswer<Path>);
      else reject(toApiError(request.status, payload));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR)));
    request.send(toFormData(fields));
  });
}
