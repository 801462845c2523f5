import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import type { BenchDatabase } from './database.ts';
import { fetchOnce, signIn } from './load.ts';
import { residentMegabytes, restedMegabytes, startBuiltServer, stopBuiltServer } from './processes.ts';

export type MessagesFigures = {
  recipients: number;
  enqueueMs: number;
  memoryBeforeMb: number;
  memoryAfterMb: number;
  /** Each list's largest page, in bytes. */
  listBytes: { path: string; bytes: number }[];
  configuredPerMinute: number;
  deliveredPerMinute: number;
};

/** ASCII, so that it reads as written in the raw mail, whatever the encoding of its headers. */
const SUBJECT = 'Banc nouvelles de la saison';
/**
 * The default pace (what small SMTP offers allow). One process sends one mail at a time on a
 * connection of its own: about 400 a minute at most on these machines.
 */
const RATE_PER_MINUTE = 120;
const DELIVERY_SECONDS = 30;

/** A local SMTP server that accepts every mail and notes when each one of the message arrived. */
async function startSink() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (Buffer.concat(chunks).includes(SUBJECT)) arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The answers read here: a message's id, and its count of recipients. */
type MessageAnswer = { id: string; counts: { total: number } };

async function call(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<MessageAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${await response.text()}`);
  return (await response.json()) as MessageAnswer;
}

/**
 * A news message to every member, sent from the built server: the time to write its recipients
 * and the server's memory around it, the size of the lists that show it, then its delivery by a
 * second start of the server to a local SMTP server at a configured pace (the recipients wait
 * in the database meanwhile, as after a restart).
 */
export async function measureMessages(
  bench: BenchDatabase,
  env: NodeJS.ProcessEnv,
): Promise<MessagesFigures> {
  // A pace of one a minute: the first server writes the recipients, it does not deliver them.
  const writer = await startBuiltServer({ ...env, MAIL_RATE_PER_MINUTE: '1' });
  let figures: Omit<MessagesFigures, 'deliveredPerMinute' | 'configuredPerMinute'>;
  try {
    const memoryBeforeMb = await restedMegabytes(writer);
    const admin = await signIn(writer.baseUrl, bench.database.db, bench.callers.admin);
    const member = await signIn(writer.baseUrl, bench.database.db, bench.callers.member);
    const draft = await call(writer.baseUrl, admin, 'POST', '/api/admin/messages', {
      category: 'informations',
      subject: SUBJECT,
      bodyHtml: '<p>Bonjour {prenom}, voici les nouvelles de la saison.</p>',
      audience: { combine: 'ou', filters: [{ kind: 'tous' }] },
    });
    const messageId = draft.id;
    const started = performance.now();
    const sent = await call(writer.baseUrl, admin, 'POST', `/api/admin/messages/${messageId}/send`, {});
    const enqueueMs = performance.now() - started;
    const memoryAfterMb = await residentMegabytes(writer.child.pid ?? 0);
    const lists = [
      { path: '/api/admin/messages?pageSize=100', cookie: admin },
      { path: `/api/admin/messages/${messageId}/recipients?pageSize=100`, cookie: admin },
      { path: '/api/messages?pageSize=100', cookie: member },
    ];
    const listBytes = [];
    for (const list of lists)
      listBytes.push({
        path: list.path,
        bytes: (await fetchOnce(`${writer.baseUrl}${list.path}`, list.cookie)).bytes,
      });
    figures = { recipients: sent.counts.total, enqueueMs, memoryBeforeMb, memoryAfterMb, listBytes };
  } finally {
    await stopBuiltServer(writer);
  }

  const sink = await startSink();
  const sender = await startBuiltServer({
    ...env,
    SMTP_URL: sink.url,
    MAIL_RATE_PER_MINUTE: String(RATE_PER_MINUTE),
  });
  try {
    const deadline = performance.now() + 30_000;
    while (sink.arrivals.length === 0 && performance.now() < deadline) await sleep(100);
    await sleep(DELIVERY_SECONDS * 1000);
    const [first] = sink.arrivals;
    const within = sink.arrivals.filter((at) => first !== undefined && at - first < DELIVERY_SECONDS * 1000);
    return {
      ...figures,
      configuredPerMinute: RATE_PER_MINUTE,
      deliveredPerMinute: (within.length / DELIVERY_SECONDS) * 60,
    };
  } finally {
    await stopBuiltServer(sender);
    await sink.stop();
  }
}
