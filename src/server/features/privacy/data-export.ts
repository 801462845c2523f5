import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { USER_NOT_IN_DATABASE } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { dataExportFileName } from '../../../domain/privacy.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';
import { PERSONAL_DATA } from './personal-data.ts';

const DATA_FILE_NAME = 'donnees.json';

/**
 * A stored file, opened only when the archive comes to it: however many documents a member has,
 * one is read at a time and none is held whole in memory. A file missing from storage leaves an
 * empty entry rather than cutting the download short.
 */
function readWhenReached(storage: FileStorage, key: string): Readable {
  return Readable.from(
    (async function* () {
      const stored = await storage.read(key);
      if (stored) yield* stored.body;
    })(),
    { objectMode: false },
  );
}

/**
 * Everything the association holds about one member (RGPD art. 15 and 20), read only through
 * their own id or address, and the files addressed to them: each part of the registry's export,
 * in its order. The names of other members appear only where the member's own record points at
 * them (the proxy they gave, the proxies they hold), never their email or any other detail.
 */
async function collectMemberData(db: DbOrTx, userId: string) {
  const [member] = await db.select().from(users).where(eq(users.id, userId));
  if (!member) throw notFound(USER_NOT_IN_DATABASE);
  const parts = await Promise.all(
    PERSONAL_DATA.flatMap(({ export: exported }) =>
      'collect' in exported && exported.collect
        ? [exported.collect(db, member).then((section) => ({ part: exported.part, ...section }))]
        : [],
    ),
  );
  return {
    data: Object.fromEntries(parts.map(({ part, value }) => [part, value])),
    files: parts.flatMap((section) => section.files ?? []),
  };
}

/**
 * "Télécharger mes données": a ZIP streamed as it is written, holding `donnees.json` (everything
 * about the signed-in member) and under `fichiers/` their photo and the documents addressed to
 * them. The data is read before the first byte goes out, so a failure is still a proper error.
 */
export async function createDataExport(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  member: Pick<SessionUser, 'id'>,
): Promise<{ fileName: string; stream: Readable }> {
  const { data, files } = await collectMemberData(ctx.db, member.id);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(JSON.stringify({ exporte_le: new Date().toISOString(), ...data }, null, 2), {
    name: DATA_FILE_NAME,
  });
  for (const file of files) archive.append(readWhenReached(ctx.storage, file.key), { name: file.path });
  // A failure while writing is also an 'error' of the stream, which ends the response.
  archive.finalize().catch(() => undefined);
  return { fileName: dataExportFileName(), stream: archive };
}

/**
 * The same archive, for a member without a computer who asked the association for it: the
 * administrator hands it over, and the journal says who did, before the first byte goes out.
 */
export async function createMemberDataExport(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  { id }: IdParams,
  actor: Administrator,
): Promise<{ fileName: string; stream: Readable }> {
  await ctx.db.transaction(async (tx) => {
    const member = await lockLiveAccount(tx, id);
    await recordAudit(tx, actor, {
      action: 'member.export',
      target: { type: 'user', id, label: personLabel(member) },
    });
  });
  return createDataExport(ctx, { id });
}
