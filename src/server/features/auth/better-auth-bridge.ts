import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_REFUSALS, PASSWORD_TOO_SHORT } from '../../../domain/auth.ts';
import { type ErrorCode, isErrorCode } from '../../../domain/error-codes.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { AppError } from '../../http/errors.ts';

/** The request's headers as better-auth reads them (cookies, user agent, origin). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * What a session lookup reads of a request: the Cookie header at once, the whole headers only
 * when better-auth must be asked (copying them costs more than a remembered session's lookup).
 */
export type SessionRequest = { cookie: string | undefined; headers: () => Headers };

export function toSessionRequest(request: FastifyRequest): SessionRequest {
  return { cookie: request.headers.cookie, headers: () => toFetchHeaders(request) };
}

export function forwardCookies(reply: FastifyReply, headers: Headers | undefined): void {
  if (!headers) return;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** The request's cookies by name, values as sent. */
export function readCookies(headers: Headers): Map<string, string> {
  return parseCookieHeader(headers.get('cookie'));
}

/** A Cookie header's cookies by name, values as sent. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  return jar;
}

/** The cookies a response just set, as a Cookie header for a follow-up call in the same request. */
export function withSetCookies(request: Headers, response: Headers): Headers {
  const jar = readCookies(request);
  for (const cookie of response.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
  const next = new Headers(request);
  next.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  return next;
}

type Translation = { status: number; message: string };

/** Each better-auth error code a member can meet, with its status and its French text. */
const TRANSLATIONS: Partial<Record<ErrorCode, Translation>> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: AUTH_REFUSALS.wrongPassword },
  ACCOUNT_NOT_VALIDATED: { status: 403, message: '' },
  INVALID_CODE: { status: 400, message: AUTH_REFUSALS.wrongCode },
  OTP_HAS_EXPIRED: { status: 400, message: AUTH_REFUSALS.wrongCode },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, message: AUTH_REFUSALS.tooManyCodes },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: AUTH_REFUSALS.signInExpired },
  INVALID_TOKEN: { status: 400, message: AUTH_REFUSALS.resetLinkInvalid },
  PASSWORD_TOO_SHORT: { status: 400, message: PASSWORD_TOO_SHORT },
  BANNED_USER: { status: 403, message: AUTH_REFUSALS.suspended },
  INVALID_PASSWORD: { status: 400, message: AUTH_REFUSALS.currentPasswordWrong },
  PASSWORD_TOO_LONG: { status: 400, message: AUTH_REFUSALS.passwordTooLong },
};

export function translateAuthError(error: unknown): unknown {
  // An outage stays itself, so that the error handler answers 503 rather than a sign-in error.
  if (!(error instanceof APIError) || isDatabaseUnavailable(error)) return error;
  const code: unknown = error.body?.code;
  const translation = isErrorCode(code) ? TRANSLATIONS[code] : undefined;
  // A code we do not translate is not part of our contract: it keeps its status, not its name.
  if (!isErrorCode(code) || !translation)
    return new AppError(error.statusCode || 400, 'AUTH_ERROR', AUTH_REFUSALS.signInFailed);
  return new AppError(translation.status, code, translation.message || error.message);
}

export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateAuthError(error);
  }
}
