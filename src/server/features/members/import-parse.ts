import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '../../../domain/error-codes.ts';
import { badRequest } from '../../http/errors.ts';
import type { SheetRow } from './import-file.ts';

export type ParseRequest = { bytes: Uint8Array; mimetype: string };
export type ParseReply =
  | { rows: SheetRow[] }
  | { refusal: { message: string; code: ErrorCode } }
  | { failure: string };

/**
 * The worker's module beside this one: its source under Node or the tests, its bundle in
 * dist/server (scripts/build/server.ts builds it as an entry of its own).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './import-parse-worker.ts' : './import-parse-worker.js',
  import.meta.url,
);

/**
 * Whatever escapes the file's bounds stops the worker, not the server: a heap this size reads
 * 10,000 lines of a workbook several times over.
 */
const WORKER_HEAP_MB = 512;
/** Loading exceljs takes about a second: the worker waits that long for the next file, then ends. */
const WORKER_IDLE_MS = 60_000;

const TOO_HEAVY = 'Fichier trop lourd à lire : enregistrez-le en CSV et réessayez';

type Pending = { resolve: (rows: SheetRow[]) => void; reject: (error: Error) => void };
type Reader = { worker: Worker; pending: Map<number, Pending>; idle?: NodeJS.Timeout };

let reader: Reader | undefined;
let lastId = 0;

function settle(pending: Pending, reply: ParseReply): void {
  if ('rows' in reply) pending.resolve(reply.rows);
  else if ('refusal' in reply) pending.reject(badRequest(reply.refusal.message, reply.refusal.code));
  else pending.reject(new Error(`Lecture du fichier d’import : ${reply.failure}`));
}

function startReader(): Reader {
  const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // An idle reader never keeps the process alive (tests, a server stopping).
  worker.unref();
  const started: Reader = { worker, pending: new Map() };
  worker.on('message', ({ id, ...reply }: ParseReply & { id: number }) => {
    const pending = started.pending.get(id);
    started.pending.delete(id);
    if (pending) settle(pending, reply);
    if (started.pending.size === 0) {
      started.idle = setTimeout(() => {
        if (reader === started) reader = undefined;
        void worker.terminate();
      }, WORKER_IDLE_MS).unref();
    }
  });
  // A worker out of memory (or ended) fails the files it was reading; the next file starts another.
  const fail = (error: Error & { code?: string }) => {
    if (reader === started) reader = undefined;
    const refusal =
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? badRequest(TOO_HEAVY, 'FILE_TOO_LARGE') : error;
    for (const pending of started.pending.values()) pending.reject(refusal);
    started.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Le lecteur des fichiers d’import s’est arrêté (${code})`)));
  return started;
}

/**
 * Reads the rows of an uploaded spreadsheet in a worker thread: parsing 10,000 lines of Excel
 * takes seconds, during which the server keeps answering everyone else.
 */
export function readSpreadsheetOffThread(bytes: Uint8Array, mimetype: string): Promise<SheetRow[]> {
  reader ??= startReader();
  const current = reader;
  clearTimeout(current.idle);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, bytes, mimetype } satisfies ParseRequest & { id: number });
  });
}
