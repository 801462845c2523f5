import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Binaries, loadBinaries, type Owner, reachableBinaries } from './embedded-binaries.ts';
import { postgresOwner } from './embedded-postgres.ts';

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
/** Another local user, the one who plants folders for the app to run. */
const STRANGER = 65534;

// Only root runs PostgreSQL as another user; root's own home is closed to that user.
describe.skipIf(!isRoot)('the embedded PostgreSQL binaries, as root', () => {
  let closed: string;
  let installed: Binaries;
  let owner: Owner;
  let copyName: string;
  const folders: string[] = [];

  /** A DATA_DIR as an operator makes it: root's, open to the postgres user. */
  async function dataDir(): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'asso-binaires-'));
    await chmod(folder, 0o755);
    folders.push(folder);
    return folder;
  }

  /** A pg_ctl that leaves a mark if it is ever run, in a folder another user owns. */
  async function plant(folder: string): Promise<string> {
    const mark = path.join(folder, 'pg_ctl-lance');
    await mkdir(path.join(folder, 'bin'), { recursive: true });
    await writeFile(path.join(folder, 'bin/pg_ctl'), `#!/bin/sh\ntouch ${mark}\necho PostgreSQL\n`, {
      mode: 0o755,
    });
    for (const file of [folder, path.join(folder, 'bin'), path.join(folder, 'bin/pg_ctl')])
      await chown(file, STRANGER, STRANGER);
    return mark;
  }

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
    const version = (await run(binaries.pg_ctl, ['--version'])).stdout.trim().split(' ').at(-1);
    copyName = `${version}-${process.platform}-${process.arch}`;
  });
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  afterAll(() => rm(closed, { recursive: true, force: true }));

  it('are copied into DATA_DIR, writable by root alone, when the project is closed to the postgres user', async () => {
    const data = await dataDir();
    const reachable = await reachableBinaries(installed, owner, data);
    expect(reachable.pg_ctl.startsWith(`${data}${path.sep}postgres-bin-`)).toBe(true);
    const { stdout } = await run(reachable.pg_ctl, ['--version'], { ...owner });
    expect(stdout).toContain('PostgreSQL');
    const copy = await stat(path.dirname(path.dirname(reachable.pg_ctl)));
    expect({ uid: copy.uid, mode: copy.mode & 0o777 }).toEqual({ uid: 0, mode: 0o755 });
    // The next start reuses the copy.
    expect(await reachableBinaries(installed, owner, data)).toEqual(reachable);
  });

  it('are run where they are when the postgres user reaches them', async () => {
    const binaries = await loadBinaries();
    expect(await reachableBinaries(binaries, owner, await dataDir())).toEqual(binaries);
  });

  it('never run a folder planted at the old shared name in the temporary folder', async () => {
    const sharedTmp = await dataDir();
    const planted = path.join(sharedTmp, `embedded-postgres-${copyName}`);
    const mark = await plant(planted);
    // Where the old code made its copy: the temporary folder Node reads from the environment.
    vi.stubEnv('TMPDIR', sharedTmp);
    try {
      const reachable = await reachableBinaries(installed, owner, await dataDir());
      expect(reachable.pg_ctl.startsWith(planted)).toBe(false);
      await run(reachable.pg_ctl, ['--version'], { ...owner });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(existsSync(mark)).toBe(false);
  });

  it('refuse a copy planted by another user in DATA_DIR, and never run it', async () => {
    const data = await dataDir();
    const mark = await plant(path.join(data, `postgres-bin-${copyName}`));
    await expect(reachableBinaries(installed, owner, data)).rejects.toThrow(
      /PostgreSQL embarqué refusé : .* appartient à un autre utilisateur \(uid 65534\)/,
    );
    expect(existsSync(mark)).toBe(false);
  });

  it('refuse a DATA_DIR, a copy or a project that other users can write, in French', async () => {
    const open = await dataDir();
    await chmod(open, 0o777);
    await expect(reachableBinaries(installed, owner, open)).rejects.toThrow(
      `PostgreSQL embarqué refusé : ${open} est modifiable par d’autres utilisateurs. Corrigez-le : chmod go-w ${open}`,
    );

    const data = await dataDir();
    const reachable = await reachableBinaries(installed, owner, data);
    const bin = path.dirname(reachable.pg_ctl);
    await chmod(bin, 0o775);
    await expect(reachableBinaries(installed, owner, data)).rejects.toThrow(
      `${bin} est modifiable par d’autres utilisateurs`,
    );

    const installedBin = path.dirname(installed.pg_ctl);
    await chmod(installedBin, 0o757);
    try {
      await expect(reachableBinaries(installed, owner, await dataDir())).rejects.toThrow(
        `${installedBin} est modifiable par d’autres utilisateurs`,
      );
    } finally {
      await chmod(installedBin, 0o755);
    }
  });

  it('refuse a link planted where the copy goes, without changing the mode of its target', async () => {
    const data = await dataDir();
    const target = path.join(data, 'cible');
    await mkdir(target, { mode: 0o700 });
    await symlink(target, path.join(data, `postgres-bin-${copyName}`));
    await expect(reachableBinaries(installed, owner, data)).rejects.toThrow(
      /PostgreSQL embarqué refusé : .* est un lien symbolique/,
    );
    expect((await stat(target)).mode & 0o777).toBe(0o700);
  });
});
