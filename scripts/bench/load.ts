import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Db } from '../../src/server/db/client.ts';
import { cookieHeader, lastMailedCode } from '../../src/server/testing/factories.ts';
import type { Caller } from './database.ts';

export type Load = { connections: number; seconds: number };
export type Measure = { p50: number; p99: number; perSecond: number; failures: number };

async function post(url: string, body: unknown, cookie = '') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} : ${response.status} ${await response.text()}`);
  return cookieHeader(response.headers.getSetCookie(), cookie);
}

const previousCode = (db: Db, email: string) => lastMailedCode(db, email).catch(() => undefined);

/**
 * The code mailed after `previous`: better-auth may write it to the outbox just after it has
 * answered the sign-in.
 */
async function newMailedCode(db: Db, email: string, previous: string | undefined): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = await previousCode(db, email);
    if (code && code !== previous) return code;
    await sleep(20);
  }
  throw new Error(`Aucun nouveau code envoyé à ${email}`);
}

/** Both sign-in steps over HTTP, the code read from the outbox (the bench's app sends no mail). */
export async function signIn(baseUrl: string, db: Db, caller: Caller): Promise<string> {
  const previous = await previousCode(db, caller.email);
  const pending = await post(`${baseUrl}/api/auth/login`, { email: caller.email, password: caller.password });
  const code = await newMailedCode(db, caller.email, previous);
  return post(`${baseUrl}/api/auth/verify-code`, { code }, pending);
}

/** One answer, as a page would get it: its status and size. */
export async function fetchOnce(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength };
}

/**
 * A short run first, so that neither server is measured while it compiles its hot paths.
 * `headers` go with the cookie, a browser's Accept-Encoding for one.
 */
export async function hammer(
  url: string,
  cookie: string,
  load: Load,
  headers: Record<string, string> = {},
): Promise<Measure> {
  const options = { url, headers: { ...headers, cookie }, connections: load.connections };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: load.seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
