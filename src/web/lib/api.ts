import createClient, { type Middleware } from 'openapi-fetch';
import type { FieldError } from '../../domain/errors.ts';
import { GENERIC_ERROR } from '../../domain/messages.ts';
import type { paths } from './api-schema';

/**
 * An API failure, carrying the server's error code and French message when it sent one, and for
 * a refused form each invalid field with its own message (`applyFieldErrors` shows them).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];

  constructor(status: number, code: string, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const NETWORK_ERROR = 'NETWORK_ERROR';
const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof (value as FieldError | null)?.path === 'string' && typeof (value as FieldError).message === 'string';

/** The server's `{ error: { code, message, fields } }`, or a generic error when the answer is something else. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)
    ?.error;
  const code = typeof error?.code === 'string' ? error.code : UNKNOWN_ERROR;
  const message = typeof error?.message === 'string' && error.message !== '' ? error.message : GENERIC_ERROR;
  const fields = Array.isArray(error?.fields) ? error.fields.filter(isFieldError) : [];
  return new ApiError(status, code, message, fields);
}

/**
 * The message to show for a failed call: the server's own French message for a request it refused,
 * otherwise the screen's fallback text (network failure, server crash, unexpected answer).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== UNKNOWN_ERROR
  ) {
    return error.message;
  }
  return fallback;
}

/** A notification's text: what was being done, then why it failed (`getErrorMessage`). */
export function failureText(doing: string, error: unknown): string {
  return `${doing}${getErrorMessage(error, GENERIC_ERROR)}`;
}

/** Every failure thrown as the `ApiError` the pages already handle, so a call answers only data. */
const throwApiErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw toApiError(response.status, await readJson(response));
  },
  onError: () => new ApiError(0, NETWORK_ERROR, GENERIC_ERROR),
};

type Send = (request: Request) => Promise<Response>;

/** The browser's own fetch; on the server, the call of the page being drawn (`sendApiCallsThrough`). */
let send: Send = (request) => fetch(request);

/**
 * On the server, a page's calls never leave the process: they go to the server's own routes as
 * the page's visitor (`entry-server.tsx`), and the address only needs to be whole, not reachable.
 */
export function sendApiCallsThrough(sender: Send) {
  send = sender;
}

const client = createClient<paths>({
  baseUrl: import.meta.env.SSR ? 'http://serveur.invalid' : '',
  fetch: (request) => send(request),
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
});
client.use(throwApiErrors);

/** The call as openapi-fetch types it, answering its data: failures have already been thrown. */
function answeringData<Args extends unknown[], Answer extends { data?: unknown }>(
  call: (...args: Args) => Promise<Answer>,
) {
  return async (...args: Args) => (await call(...args)).data as NonNullable<Answer['data']>;
}

/**
 * `GET`, `POST`… take a path of the OpenAPI document and its typed params and body, and answer
 * the typed data: `api.GET('/api/structures', { params: { query } })`. The types come from
 * `api-schema.d.ts` (`npm run api:types`), so a renamed field fails the build, not a member's page.
 */
export const api = {
  GET: answeringData(client.GET),
  POST: answeringData(client.POST),
  PUT: answeringData(client.PUT),
  PATCH: answeringData(client.PATCH),
  DELETE: answeringData(client.DELETE),
};
