import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchDatabase, createBenchDatabase } from './bench/database.ts';
import { ENDPOINTS, type Endpoint } from './bench/endpoints.ts';
import type { AssociationSize } from './bench/generate.ts';
import { fetchOnce, hammer, type Load, type Measure, signIn } from './bench/load.ts';
import { measureStartup, startServer } from './bench/processes.ts';

/**
 * Measures, never asserts: `npm run bench -- --members 10000 --loans 100000 --events 1000`.
 * On the PostgreSQL of BENCH_DATABASE_URL, in databases of its own that it drops at the end:
 * every list of the app against a bare handler running the same SQL, the growth of p99 with the
 * number of members, the start-up time and the memory at rest. Targets (README): ratio ≥ 0.8,
 * p99 growth ≤ 1.5×, no answer over 100 KB.
 */
const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    loans: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** The other sizes of the growth figure; `none` skips it. */
    growth: { type: 'string', default: '1000,100000' },
  },
});
const size: AssociationSize = {
  members: Number(args.members),
  loans: Number(args.loans),
  events: Number(args.events),
};
const load: Load = { connections: Number(args.connections), seconds: Number(args.seconds) };
const growthSizes = args.growth === 'none' ? [] : args.growth.split(',').map(Number);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ANSWER_MAX_BYTES = 100 * 1024;

const number = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kilobytes = (bytes: number) => `${number(bytes / 1024, 1)} Ko`;

function printTable(headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(headers));
  console.log(
    `|${widths.map((width, column) => `${column === 0 ? ':' : ''}${'-'.repeat(width + 1)}${column === 0 ? '' : ':'}`).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

function appEnv(bench: BenchDatabase, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SESSION_SECRET: 'banc-de-mesure-secret-de-session-0123456789',
    // The bench signs in twice per server start, from one address.
    LOGIN_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_ACCOUNT: '100000',
    LOGIN_MAX_CODES_PER_HOUR: '100000',
  };
}

type Row = { endpoint: Endpoint; bytes: number; ours: Measure; bare?: Measure };

/** Our app, then (with `withBare`) the bare handler, on each list in turn, one server at a time. */
async function measureLists(bench: BenchDatabase, endpoints: Endpoint[], withBare: boolean): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'banc-'));
  const env = appEnv(bench, dataDir);
  const rows: Row[] = [];
  try {
    const app = await startServer(new URL('./bench/app-server.ts', import.meta.url), env);
    try {
      const cookies = {
        admin: await signIn(app.baseUrl, bench.database.db, bench.callers.admin),
        member: await signIn(app.baseUrl, bench.database.db, bench.callers.member),
      };
      for (const endpoint of endpoints) {
        const url = `${app.baseUrl}${endpoint.path}`;
        const { status, bytes } = await fetchOnce(url, cookies[endpoint.caller]);
        if (status !== 200) throw new Error(`${endpoint.path} répond ${status}`);
        rows.push({ endpoint, bytes, ours: await hammer(url, cookies[endpoint.caller], load) });
      }
    } finally {
      await app.stop();
    }
    if (!withBare) return rows;
    const bare = await startServer(new URL('./bench/bare-server.ts', import.meta.url), {
      ...env,
      BENCH_CALLERS: JSON.stringify({ admin: bench.callers.admin.id, member: bench.callers.member.id }),
    });
    try {
      for (const row of rows) {
        row.bare = await hammer(`${bare.baseUrl}/bare/${ENDPOINTS.indexOf(row.endpoint)}`, '', load);
      }
    } finally {
      await bare.stop();
    }
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withBenchDatabase<T>(members: number, work: (bench: BenchDatabase) => Promise<T>): Promise<T> {
  const bench = await createBenchDatabase(serverUrl, { ...size, members });
  console.log(
    `Base de ${number(members)} membres, ${number(size.loans)} prêts, ${number(size.events)} événements générée en ${number(bench.generationMs / 1000, 1)} s`,
  );
  try {
    return await work(bench);
  } finally {
    await bench.drop();
  }
}

console.log(
  `Banc de mesure : PostgreSQL, ${load.connections} connexions, ${load.seconds} s par mesure (après 1 s de chauffe)\n`,
);
const main = await withBenchDatabase(size.members, async (bench) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'banc-'));
  try {
    const startup = await measureStartup(appEnv(bench, dataDir));
    return { startup, rows: await measureLists(bench, ENDPOINTS, true) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

console.log(
  `\nListes à ${number(size.members)} membres : notre application face à un gestionnaire nu (même SQL, même pool)\n`,
);
printTable(
  ['Liste', 'Réponse', 'p50 (ms)', 'p99 (ms)', 'req/s', 'nu p50', 'nu p99', 'nu req/s', 'rapport'],
  main.rows.map(({ endpoint, bytes, ours, bare }) => [
    endpoint.label,
    `${kilobytes(bytes)}${bytes > ANSWER_MAX_BYTES ? ' ✗' : ''}`,
    number(ours.p50),
    number(ours.p99),
    number(ours.perSecond),
    number(bare?.p50 ?? Number.NaN),
    number(bare?.p99 ?? Number.NaN),
    number(bare?.perSecond ?? Number.NaN),
    bare
      ? `${number(ours.perSecond / bare.perSecond, 2)}${ours.perSecond / bare.perSecond < 0.8 ? ' ✗' : ''}`
      : '',
  ]),
);
const failures = main.rows.filter((row) => row.ours.failures || row.bare?.failures);
for (const { endpoint, ours, bare } of failures)
  console.log(`⚠ ${endpoint.path} : ${ours.failures} échecs (nous), ${bare?.failures ?? 0} (nu)`);

if (growthSizes.length) {
  const growing = ENDPOINTS.filter((endpoint) => endpoint.growsWithMembers);
  const bySize = new Map<number, Row[]>([
    [size.members, main.rows.filter((row) => row.endpoint.growsWithMembers)],
  ]);
  for (const members of growthSizes)
    bySize.set(members, await withBenchDatabase(members, (bench) => measureLists(bench, growing, false)));
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  const p99 = (members: number, endpoint: Endpoint) =>
    bySize.get(members)?.find((row) => row.endpoint === endpoint)?.ours.p99 ?? Number.NaN;
  const smallest = sizes[0] ?? size.members;
  const largest = sizes.at(-1) ?? size.members;
  console.log(`\nCroissance du p99 (ms) avec le nombre de membres\n`);
  printTable(
    ['Liste', ...sizes.map((members) => `${number(members)} membres`), 'croissance'],
    growing.map((endpoint) => {
      const growth = p99(largest, endpoint) / p99(smallest, endpoint);
      return [
        endpoint.label,
        ...sizes.map((members) => number(p99(members, endpoint))),
        `${number(growth, 2)}×${growth > 1.5 ? ' ✗' : ''}`,
      ];
    }),
  );
}

console.log(
  `\nDémarrage de src/server/main.ts jusqu'à /readyz : ${number(main.startup.startupMs)} ms ; mémoire résidente au repos : ${number(main.startup.rssMb)} Mo`,
);
console.log(
  'Objectifs : rapport ≥ 0,8 ; croissance du p99 ≤ 1,5× ; aucune réponse au-delà de 100 Ko (✗ : manqué)',
);
