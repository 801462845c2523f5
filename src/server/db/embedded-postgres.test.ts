import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Binaries,
  loadBinaries,
  type Owner,
  postgresOwner,
  reachableBinaries,
} from './embedded-postgres.ts';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

// Only root runs PostgreSQL as another user; root's own home is closed to that user.
describe.skipIf(!isRoot)('the embedded PostgreSQL binaries, as root', () => {
  let closed: string;
  let installed: Binaries;
  let owner: Owner;

  beforeAll(async () => {
    owner = await postgresOwner();
    const binaries = await loadBinaries();
    // A project installed under root's home: its folders are closed to the postgres user.
    closed = await mkdtemp(path.join(homedir(), 'projet-ferme-'));
    const native = path.dirname(path.dirname(binaries.pg_ctl));
    await mkdir(path.join(closed, 'native'), { mode: 0o700 }); // and its own folder closed too
    await cp(native, path.join(closed, 'native'), { recursive: true, verbatimSymlinks: true });
    const moved = (file: string) => path.join(closed, 'native', path.relative(native, file));
    installed = { pg_ctl: moved(binaries.pg_ctl), initdb: moved(binaries.initdb) };
  });
  afterAll(() => rm(closed, { recursive: true, force: true }));

  it('are run from a copy the postgres user can reach when the project is closed to it', async () => {
    const reachable = await reachableBinaries(installed, owner);
    expect(reachable.pg_ctl.startsWith(tmpdir())).toBe(true);
    const { stdout } = await run(reachable.pg_ctl, ['--version'], { ...owner });
    expect(stdout).toContain('PostgreSQL');
  });

  it('are run where they are when the postgres user reaches them', async () => {
    const binaries = await loadBinaries();
    expect(await reachableBinaries(binaries, owner)).toEqual(binaries);
  });
});
