import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from '../../../domain/zod.ts';

/**
 * The embedded database belongs to the server while it runs: `npm run backup` then asks the
 * server for the archive. The server writes where it listens and a random token in DATA_DIR,
 * readable by its owner only; whoever can read it can read the database files anyway.
 */
const controlSchema = z.object({ pid: z.number().int(), url: z.url(), token: z.string().min(32) });
export type ServerControl = z.infer<typeof controlSchema>;

const controlFile = (dataDir: string) => path.join(dataDir, 'server-control.json');

export const SERVER_BACKUP_PATH = '/api/server/backup';

/** How a command on this machine reaches the server: one listening everywhere, on loopback. */
export function localUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('Adresse d’écoute du serveur inconnue');
  const wildcard = { '0.0.0.0': '127.0.0.1', '::': '::1' } as Record<string, string>;
  const host = wildcard[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Written once the server listens; removed when it stops. */
export function writeServerControl(dataDir: string, url: string): { remove: () => void } {
  const control: ServerControl = { pid: process.pid, url, token: randomBytes(32).toString('hex') };
  const file = controlFile(dataDir);
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(control), { mode: 0o600 });
  renameSync(draft, file);
  return {
    remove() {
      if (readServerControl(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

export function readServerControl(dataDir: string): ServerControl | undefined {
  try {
    const parsed = controlSchema.safeParse(JSON.parse(readFileSync(controlFile(dataDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The `Authorization: Bearer …` of a request matches the token this very process wrote. */
export function isServerToken(dataDir: string, authorization: string | undefined): boolean {
  const control = readServerControl(dataDir);
  if (!control || control.pid !== process.pid) return false;
  const given = Buffer.from(/^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(control.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
