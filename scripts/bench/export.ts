import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { excelCsvBatches } from '../../src/server/http/excel-csv.ts';
import type { BenchDatabase } from './database.ts';

/** A download's first byte and last byte, in milliseconds from the request. */
type Timing = { firstByteMs: number; totalMs: number; bytes: number };
export type ExportFigures = { ours: Timing; bare: Timing; ratio: number; encoding: string };

/** What a browser says it accepts: the export is measured as a download is made. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * An export of the app, and a bare SELECT of the same rows in the same order, written by the same
 * CSV writer, that it is measured against.
 */
export type MeasuredExport = { path: string; bareSelect: string; columns: number };

/** An export through the app, as the browser downloads it (compressed, counted as sent). */
function downloadExport(
  baseUrl: string,
  path: string,
  cookie: string,
): Promise<Timing & { encoding: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    const request = get(
      `${baseUrl}${path}`,
      { headers: { cookie, 'accept-encoding': BROWSER_ENCODINGS } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export : ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          if (!bytes) firstByteMs = performance.now() - started;
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'aucun',
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The member export, and the same columns (each member and their latest membership), in the same
 * order, read by a bare cursor and written by the same CSV writer, without the app, HTTP nor
 * compression.
 */
const MEMBER_EXPORT: MeasuredExport = {
  path: '/api/admin/users/export',
  columns: 16,
  bareSelect: `select u.prenom, u.nom, u.email, u.telephone, u.adresse, u.code_postal, u.ville,
    coalesce(a.type::text, u.statut_membre::text), u.fonction, a.montant_cents, a.date_debut, a.date_fin,
    a.mode_paiement, a.statut, u.is_active, u.created_at
  from users u
  left join lateral (
    select * from adhesions where adhesions.user_id = u.id order by date_fin desc limit 1
  ) a on true
  where u.erased_at is null
  order by u.created_at desc, u.id desc`,
};

const BARE_BATCH = 1000;

/** The bare SELECT's rows, as texts, a cursor's batch at a time. */
async function* bareBatches(client: pg.Client, bareSelect: string) {
  await client.query('begin');
  try {
    await client.query(`declare export_bench no scroll cursor for ${bareSelect}`);
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${BARE_BATCH} from export_bench`,
        rowMode: 'array',
      });
      if (rows.length) yield rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
      if (rows.length < BARE_BATCH) return;
    }
  } finally {
    await client.query('commit');
  }
}

async function bareExport(client: pg.Client, { bareSelect, columns }: MeasuredExport): Promise<Timing> {
  const header = Array.from({ length: columns }, (_, column) => `colonne ${column + 1}`);
  const started = performance.now();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!bytes) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      done();
    },
  });
  await pipeline(excelCsvBatches(header, bareBatches(client, bareSelect)), sink);
  return { firstByteMs, totalMs: performance.now() - started, bytes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const medianTiming = (timings: Timing[]): Timing => ({
  firstByteMs: median(timings.map((timing) => timing.firstByteMs)),
  totalMs: median(timings.map((timing) => timing.totalMs)),
  bytes: median(timings.map((timing) => timing.bytes)),
});

/**
 * An export (the member export unless told) through the app against the bare cursor, `rounds`
 * times, one right after the other, ours first in even rounds and second in odd ones (after one
 * unmeasured run of each, so that neither is measured while it compiles its hot paths); medians,
 * and the median of the rounds' ratios of total time.
 */
export async function measureExport(
  bench: BenchDatabase,
  app: { baseUrl: string; cookie: string },
  rounds: number,
  measured: MeasuredExport = MEMBER_EXPORT,
): Promise<ExportFigures> {
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  try {
    let encoding = '';
    const ours: Timing[] = [];
    const bares: Timing[] = [];
    const runOurs = async () => {
      const timing = await downloadExport(app.baseUrl, measured.path, app.cookie);
      encoding = timing.encoding;
      return timing;
    };
    await runOurs();
    await bareExport(client, measured);
    for (let round = 0; round < rounds; round++) {
      const measures = [
        async () => ours.push(await runOurs()),
        async () => bares.push(await bareExport(client, measured)),
      ];
      for (const measure of round % 2 ? measures.reverse() : measures) await measure();
    }
    const ratio = median(ours.map((timing, round) => timing.totalMs / (bares[round]?.totalMs ?? Number.NaN)));
    return { ours: medianTiming(ours), bare: medianTiming(bares), ratio, encoding };
  } finally {
    await client.end();
  }
}

const milliseconds = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 0 });

/** `title` names the export and its size: "Export CSV des membres à 10 000 membres". */
export function printExport(title: string, rounds: number, { ours, bare, ratio, encoding }: ExportFigures) {
  const miss = (isMissed: boolean) => (isMissed ? ' ✗' : '');
  console.log(`\n${title}, médiane de ${rounds} mesures alternées
  notre application (HTTP, compression ${encoding}, ${(ours.bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 0 })} Ko envoyés) : premier octet ${milliseconds(ours.firstByteMs)} ms (objectif ≤ 100)${miss(ours.firstByteMs > 100)}, total ${milliseconds(ours.totalMs)} ms
  curseur nu (même SELECT par node-postgres, même écrivain CSV, ni HTTP ni compression) : premier octet ${milliseconds(bare.firstByteMs)} ms, total ${milliseconds(bare.totalMs)} ms
  rapport des totaux ${ratio.toLocaleString('fr-FR', { maximumFractionDigits: 2 })}× (objectif ≤ 2×)${miss(ratio > 2)}`);
}
