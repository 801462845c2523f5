import { z } from 'zod';

/** A request to HelloAsso that takes longer is given up: the member is told instead of waiting. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Renewed this long before HelloAsso says it expires (about 30 minutes), so no call carries a dying token. */
const REFRESH_MARGIN_MS = 60_000;

export type HelloAssoAccount = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
};

/**
 * HelloAsso did not answer, or not as expected. Only the status and what we asked are kept: its
 * answer may repeat the payer's name or address, which never reach the log.
 */
export class HelloAssoError extends Error {
  readonly status: number | null;
  constructor(status: number | null, what: string) {
    super(`HelloAsso : ${what} (${status === null ? 'injoignable' : `statut ${status}`})`);
    this.status = status;
  }
}

export async function callHelloAsso(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new HelloAssoError(null, what);
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
});

type Grant = { accessToken: string; refreshToken: string | null; expiresAt: number };

/**
 * HelloAsso's OAuth2 access token, asked once and shared by every payment of the process. It is
 * renewed a minute before it expires, by one request that concurrent callers all wait for: with
 * the refresh token, or with the client's credentials if the refresh token is refused. Tokens are
 * not state that matters: another process, or a restart, simply asks for its own.
 */
export function createTokenCache(account: HelloAssoAccount, now: () => number = Date.now) {
  let grant: Grant | null = null;
  let renewal: Promise<Grant> | null = null;

  async function requestGrant(fields: Record<string, string>): Promise<Grant> {
    const requestedAt = now();
    const response = await callHelloAsso(
      `${account.apiUrl}/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      },
      'jeton d’accès',
    );
    if (!response.ok) throw new HelloAssoError(response.status, 'jeton d’accès');
    const answer = tokenAnswerSchema.parse(await response.json());
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: requestedAt + answer.expires_in * 1000,
    };
  }

  async function renew(previous: Grant | null): Promise<Grant> {
    if (previous?.refreshToken) {
      try {
        return await requestGrant({
          grant_type: 'refresh_token',
          client_id: account.clientId,
          refresh_token: previous.refreshToken,
        });
      } catch {
        // An expired or revoked refresh token: the client's credentials give a new grant.
      }
    }
    return requestGrant({
      grant_type: 'client_credentials',
      client_id: account.clientId,
      client_secret: account.clientSecret,
    });
  }

  return {
    async accessToken(): Promise<string> {
      if (grant && grant.expiresAt - REFRESH_MARGIN_MS > now()) return grant.accessToken;
      // Checked and set with no await between: concurrent callers share this one renewal.
      renewal ??= renew(grant)
        .then((renewed) => {
          grant = renewed;
          return renewed;
        })
        .finally(() => {
          renewal = null;
        });
      return (await renewal).accessToken;
    },
    /** HelloAsso refused this token before its time: the next call renews it. */
    forget(accessToken: string): void {
      if (grant?.accessToken === accessToken) grant = { ...grant, expiresAt: 0 };
    },
  };
}
