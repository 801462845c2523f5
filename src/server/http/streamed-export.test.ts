import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { excelCsv, excelCsvBatches } from './excel-csv.ts';
import { FLUSHED_COMPRESSION } from './flushed-compression.ts';

const HEADER = ['Nom', 'Ville'];
const batchOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => [`Membre ${from + index}`, 'Besançon']);

async function* inBatches(batches: string[][][]) {
  for (const batch of batches) yield batch;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('excelCsvBatches', () => {
  it('writes the same bytes as the whole file at once, whatever the batches', async () => {
    const batches = [batchOf(0, 3), [], batchOf(3, 1), batchOf(4, 2)];
    expect(await text(excelCsvBatches(HEADER, inBatches(batches)))).toBe(excelCsv(HEADER, batches.flat()));
    expect(await text(excelCsvBatches(HEADER, inBatches([])))).toBe(excelCsv(HEADER, []));
  });
});

describe('a streamed export over HTTP, compressed', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  /** The export's "database": a batch is read only once the test has let it answer. */
  let answers = 0;
  let readBatches = 0;
  let answered: (() => void) | undefined;
  const answer = (times: number) => {
    answers += times;
    answered?.();
  };
  async function nextAnswer() {
    while (answers === 0) await new Promise<void>((resolve) => (answered = resolve));
    answers--;
  }

  async function* slowBatches(failing: boolean) {
    for (let batch = 0; batch < 3; batch++) {
      await nextAnswer();
      if (failing && batch === 1) throw new Error('Connection terminated unexpectedly');
      readBatches++;
      yield batchOf(batch * 1000, 1000);
    }
  }

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    app.get('/export', { compress: FLUSHED_COMPRESSION }, (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .send(excelCsvBatches(HEADER, slowBatches((request.query as { failing?: string }).failing === '1'))),
    );
    app.get('/ping', () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const request = (path: string, encoding: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      get(`${baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject);
    });
  const decoded = (response: IncomingMessage) =>
    response.headers['content-encoding'] === 'br'
      ? response.pipe(createBrotliDecompress())
      : response.pipe(createGunzip());

  it.each(['br', 'gzip'])(
    'sends the header before any row is read, then each batch as it comes (%s)',
    async (encoding) => {
      readBatches = 0;
      answers = 0;
      const response = await request('/export', encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      const body = decoded(response);
      const firstChunk = await new Promise<string>((resolve) =>
        body.once('data', (chunk) => resolve(String(chunk))),
      );
      // Nothing was read yet, and the file has already begun, compressed.
      expect(readBatches).toBe(0);
      expect(firstChunk).toBe(excelCsv(HEADER, []));
      const rest = text(body);
      answer(3);
      const whole = firstChunk + (await rest);
      expect(whole).toBe(excelCsv(HEADER, batchOf(0, 3000)));
    },
  );

  it('cuts the download short when the database fails mid-way, and keeps serving', async () => {
    const response = await request('/export?failing=1', 'gzip');
    const ended = new Promise<string>((resolve) => {
      response.on('end', () => resolve('complete'));
      response.on('aborted', () => resolve('cut'));
      response.on('error', () => resolve('cut'));
    });
    response.resume();
    answer(2);
    // The browser sees a broken download, never a file that looks complete.
    expect(await ended).toBe('cut');
    const ping = await request('/ping', 'identity');
    expect(ping.statusCode).toBe(200);
    expect(JSON.parse(await text(ping))).toEqual({ ok: true });
  });
});
