import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  IMPORT_PREVIEW_MAX_LINES,
  type ImportedMember,
  type ImportPreview,
  type ImportPreviewLine,
  type ImportResult,
  importOptionsSchema,
  missingRequiredFields,
} from '../../../domain/member-import.ts';
import { eurosToCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, adhesions, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { Upload } from '../../http/uploads.ts';
import { postPendingInOpenYears } from '../accounting/posting/catch-up.ts';
import { isNotErased } from '../accounts/erased.ts';
import {
  type Administrator,
  type ChangeEntry,
  changedFields,
  personLabel,
  recordAudit,
  recordManyChanges,
} from '../audit/record.ts';
import { hashPassword } from '../auth/accounts.ts';
import {
  assertRequiredColumns,
  type ImportLine,
  markExistingMembers,
  readImportContext,
  readImportFile,
} from './import-lines.ts';

const toPreviewLine = (line: ImportLine): ImportPreviewLine => ({
  line: line.line,
  cells: line.cells,
  problems: line.problems,
  existing: line.existingId !== null,
  corrected: line.corrected,
  suggestions: line.suggestions,
});

/**
 * What the import would do, written nowhere: the lines that need the administrator (problems,
 * members already registered, corrections) come first, then the first new members as a sample;
 * the counts cover the whole file, so the answer stays small at 10,000 lines.
 */
export async function previewImport(ctx: AppContext, upload: Upload): Promise<ImportPreview> {
  // The options travel as text fields beside the file, which no route schema reads.
  const options = importOptionsSchema.parse(upload.fields);
  const file = await readImportFile(upload, options, await readImportContext(ctx));
  const lines = await markExistingMembers(ctx.db, file.lines);
  const needsLook = (line: ImportLine) =>
    line.problems.length > 0 || line.existingId !== null || line.corrected;
  const shown = [...lines.filter(needsLook), ...lines.filter((line) => !needsLook(line))];
  return {
    headers: file.headers,
    mapping: file.mapping,
    missingFields: missingRequiredFields(file.mapping),
    counts: {
      lines: lines.length,
      valid: lines.filter((line) => line.member).length,
      faulty: lines.filter((line) => !line.member).length,
      existing: lines.filter((line) => line.existingId !== null).length,
    },
    lines: shown.slice(0, IMPORT_PREVIEW_MAX_LINES).map(toPreviewLine),
  };
}

const profileOf = (member: ImportedMember) => ({
  prenom: member.prenom,
  nom: member.nom,
  name: `${member.prenom} ${member.nom}`,
  telephone: member.telephone,
  adresse: member.adresse,
  code_postal: member.code_postal,
  ville: member.ville,
  statut_membre: member.statut_membre,
  fonction: member.fonction,
});

const membershipRow = (
  userId: string,
  { montant, ...membership }: NonNullable<ImportedMember['adhesion']>,
) => ({
  user_id: userId,
  ...membership,
  montant_cents: eurosToCents(montant),
  // Recorded by the treasurer from the association's own books: paid, hence active (expired once over).
  statut: 'active' as const,
});

const REGISTERED_DURING_IMPORT =
  'Un membre du fichier vient d’être inscrit par ailleurs : rien n’a été importé, relancez l’import';

/** Seventeen columns a member: far below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1000;

async function insertInSlices<Row>(rows: Row[], insert: (slice: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * New members: validated accounts (two-factor on, as every account) whose password nobody knows
 * (the hash of a random secret thrown away), so that the invitation's link is the only way in.
 */
async function createMembers(tx: DbOrTx, members: ImportedMember[], unusableHash: string) {
  const created = members.map((member) => ({ id: randomUUID(), member }));
  await insertInSlices(created, (slice) =>
    tx.insert(users).values(
      slice.map(({ id, member }) => ({
        id,
        email: member.email,
        emailVerified: true,
        twoFactorEnabled: true,
        role: 'member' as const,
        is_active: true,
        invitation_due: true,
        ...profileOf(member),
      })),
    ),
  );
  await insertInSlices(created, (slice) =>
    tx.insert(accounts).values(
      slice.map(({ id }) => ({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: unusableHash,
      })),
    ),
  );
  const memberships = created.flatMap(({ id, member }) =>
    member.adhesion ? [membershipRow(id, member.adhesion)] : [],
  );
  await insertInSlices(memberships, (slice) => tx.insert(adhesions).values(slice));
  return created.length;
}

const journaledColumns = {
  id: users.id,
  prenom: users.prenom,
  nom: users.nom,
  telephone: users.telephone,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
  statut_membre: users.statut_membre,
  fonction: users.fonction,
};
type JournaledProfile = Omit<ReturnType<typeof profileOf>, 'name'>;

/** The profiles as they stand before the update, a thousand members a query. */
async function readProfiles(tx: DbOrTx, ids: string[]): Promise<Map<string, JournaledProfile>> {
  const profiles = new Map<string, JournaledProfile>();
  for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
    const rows = await tx
      .select(journaledColumns)
      .from(users)
      .where(inArray(users.id, ids.slice(start, start + ROWS_PER_INSERT)));
    for (const { id, ...profile } of rows) profiles.set(id, profile);
  }
  return profiles;
}

/**
 * Registered members the administrator chose to update: their profile, and the membership unless
 * already on record. Each member changed gets their own journal line, with what changed.
 */
async function updateMembers(
  tx: DbOrTx,
  actor: Administrator,
  lines: { id: string; member: ImportedMember }[],
) {
  const before = await readProfiles(
    tx,
    lines.map((line) => line.id),
  );
  const journal: ChangeEntry[] = [];
  for (const { id, member } of lines) {
    const { name, ...profile } = profileOf(member);
    // Erased accounts were left out when the lines were read, in this transaction: this is a guard.
    await tx
      .update(users)
      .set({ ...profile, name })
      .where(and(eq(users.id, id), isNotErased));
    const membership = member.adhesion;
    let added: Partial<Omit<NonNullable<ImportedMember['adhesion']>, 'offer_id'>> = {};
    if (membership) {
      const [same] = await tx
        .select({ id: adhesions.id })
        .from(adhesions)
        .where(and(eq(adhesions.user_id, id), eq(adhesions.date_debut, membership.date_debut)));
      if (!same) {
        await tx.insert(adhesions).values(membershipRow(id, membership));
        const { offer_id: _offer, ...journalled } = membership;
        added = journalled;
      }
    }
    journal.push({
      action: 'member.update',
      target: { type: 'user', id, label: personLabel(member) },
      before: before.get(id) ?? {},
      after: { ...profile, ...added },
    });
  }
  await recordManyChanges(tx, actor, journal);
}

/**
 * Imports the file as the preview showed it, in one transaction: the new members and their
 * memberships, and (when chosen) the updates of registered members. Lines with problems are left
 * out; the preview listed them. No mail leaves: the new members await their invitation, which the
 * administrator sends as a step of its own (`sendDueInvitations`).
 */
export async function confirmImport(
  ctx: AppContext,
  upload: Upload,
  actor: Administrator,
): Promise<ImportResult> {
  // The options travel as text fields beside the file, which no route schema reads.
  const options = importOptionsSchema.parse(upload.fields);
  const file = await readImportFile(upload, options, await readImportContext(ctx));
  assertRequiredColumns(file.mapping);
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  return ctx.db
    .transaction(async (tx) => {
      // Read again here: a member registered since the preview is updated or skipped, never doubled.
      const lines = await markExistingMembers(tx, file.lines);
      const fresh = lines.flatMap((line) => (line.member && !line.existingId ? [line.member] : []));
      const known = lines.flatMap((line) =>
        line.member && line.existingId ? [{ id: line.existingId, member: line.member }] : [],
      );
      const created = await createMembers(tx, fresh, unusableHash);
      if (options.duplicates === 'update') await updateMembers(tx, actor, known);
      await postPendingInOpenYears(tx);
      const result = {
        created,
        updated: options.duplicates === 'update' ? known.length : 0,
        skipped: options.duplicates === 'skip' ? known.length : 0,
        faulty: lines.filter((line) => !line.member).length,
      };
      // The file's counts on a line of their own, beside the line of each member updated.
      await recordAudit(tx, actor, {
        action: 'member.import',
        target: { type: 'import', label: upload.filename },
        changes: changedFields({}, result),
      });
      return result;
    })
    .catch((error: unknown) => {
      // Another process registered one of these emails between our reading and our writing.
      if (isUniqueViolation(error)) throw conflict(REGISTERED_DURING_IMPORT, 'EMAIL_TAKEN');
      throw error;
    });
}
