import { GENERIC_ERROR } from '../../domain/messages.ts';
import { ApiError, toApiError } from './api.ts';

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
 * Sends a multipart form (a file upload) and reads the JSON answer, failing like `api` does.
 * Append the text fields before the file: the server reads only the fields sent ahead of it.
 */
export async function sendFormData<T>(method: 'POST' | 'PUT', path: string, body: FormData): Promise<T> {
  const response = await send(path, { method, body, headers: { Accept: 'application/json' } });
  return (await response.json()) as T;
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
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, {});
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

/**
 * `sendFormData` for a large file, telling how much of it has left (0 to 1): fetch cannot follow
 * an upload, the browser's older request object can.
 */
export function sendFormDataWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
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
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(toApiError(request.status, payload));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR)));
    request.send(body);
  });
}
