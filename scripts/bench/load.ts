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

/** Both sign-in steps over HTTP, the code read from the outbox (the bench's app sends no mail). */
export async function signIn(baseUrl: string, db: Db, caller: Caller): Promise<string> {
  const pending = await post(`${baseUrl}/api/auth/login`, { email: caller.email, password: caller.password });
  const code = await lastMailedCode(db, caller.email);
  return post(`${baseUrl}/api/auth/verify-code`, { code }, pending);
}

/** One answer, as a page would get it: its status and size. */
export async function fetchOnce(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength };
}

/** A short run first, so that neither server is measured while it compiles its hot paths. */
export async function hammer(url: string, cookie: string, load: Load): Promise<Measure> {
  const options = { url, headers: { cookie }, connections: load.connections };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: load.seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
