import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit.ts';
import {
  canConfirmErasure,
  ERASED_COMMENT,
  ERASED_MEMBER_PRENOM,
  erasedMemberName,
  erasedMemberNom,
} from '../../../domain/privacy.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import {
  accounts,
  adhesions,
  assembleesGenerales,
  checkoutSessions,
  commentairesAg,
  documents,
  donors,
  erasedMemberNumber,
  inscriptionsEvenements,
  mailOutbox,
  materialLoans,
  messageOptOuts,
  messageRecipients,
  presencesAg,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { isValidKey } from '../../infra/storage/storage.ts';
import { forgetPersonInJournal } from '../audit/forget-person.ts';
import type { AuditActor } from '../audit/record.ts';
import { recordAudit } from '../audit/record.ts';
import { anonymiseDonor } from '../donations/donor-privacy.ts';
import { keepAnAdministrator } from '../members/administrators.ts';
import { removeStoredAvatar } from '../members/profile.ts';
import { getMailSender } from '../settings/service.ts';
import { accountErasedMail } from './mails.ts';

export type ErasureContext = Pick<AppContext, 'db' | 'config' | 'storage'>;

export const NO_PENDING_REQUEST = 'Aucune demande de suppression en attente pour ce compte';
const CANNOT_ERASE_SELF = 'Un autre administrateur doit confirmer l’effacement de votre propre compte';
export const HAS_BORROWED_MATERIAL =
  'Ce membre a du matériel emprunté non rendu : enregistrez son retour avant d’effacer son compte';

/** An address that can never receive mail (RFC 2606), unique, so the real one is free again. */
const placeholderEmail = (number: number) => `membre-supprime-${number}@supprime.invalid`;

/** Loans still to come are called off: the equipment was never handed over, nobody will take it. */
const LOANS_CALLED_OFF = ['En attente', 'Confirmé'] as const;

async function nextErasedNumber(tx: Tx): Promise<number> {
  const result = await tx.execute<{ number: number }>(
    sql`select nextval(${erasedMemberNumber.seqName})::int as number`,
  );
  const number = (result as unknown as { rows: { number: number }[] }).rows[0]?.number;
  if (number === undefined) throw new Error('Numéro de membre supprimé non attribué');
  return number;
}

/** The ids of a member's rows a journal entry may name, read before some of them go. */
async function idsOfRows(tx: Tx, userId: string): Promise<string[]> {
  const lists = await Promise.all([
    tx.select({ id: adhesions.id }).from(adhesions).where(eq(adhesions.user_id, userId)),
    tx.select({ id: materialLoans.id }).from(materialLoans).where(eq(materialLoans.user_id, userId)),
    tx.select({ id: documents.id }).from(documents).where(eq(documents.user_id, userId)),
    tx.select({ id: commentairesAg.id }).from(commentairesAg).where(eq(commentairesAg.user_id, userId)),
  ]);
  return lists.flat().map((row) => row.id);
}

/**
 * Erases an account whose member asked for it (RGPD art. 17), in one transaction. What the
 * association must keep for its accounts stays, under "Membre supprimé n°…": memberships,
 * payments and their certificates (amounts, dates, modes, numbers: the ledger's totals do not
 * move), gifts and their tax receipts (the donor anonymised on them too), past loans, AG presences and votes, dossiers. Everything else about the person goes:
 * login, sessions, profile, photo, event registrations, documents addressed to them (files too),
 * mails to their address and the messages they received, their mail preferences, the text of
 * their AG comments; their address is free to register again.
 * The journal records the erasure and forgets the person's name and details.
 */
export async function eraseAccount(
  ctx: ErasureContext,
  input: { userId: string; actor: AuditActor; action: Extract<AuditAction, `member.erasure-${string}`> },
): Promise<void> {
  const { userId, actor } = input;
  if (actor !== 'system' && !canConfirmErasure(actor, { id: userId })) {
    throw conflict(CANNOT_ERASE_SELF, 'CANNOT_ERASE_SELF');
  }
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  const removed = await ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, { userId, actorId: actor === 'system' ? null : actor.id });
    // Locking the row also holds back any loan, document or registration being added meanwhile.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.erased_at), isNotNull(users.erasure_requested_at)))
      .for('update');
    if (!user) throw notFound(NO_PENDING_REQUEST);
    const [borrowed] = await tx
      .select({ total: count() })
      .from(materialLoans)
      .where(and(eq(materialLoans.user_id, userId), eq(materialLoans.status, 'Retiré')));
    if ((borrowed?.total ?? 0) > 0) throw conflict(HAS_BORROWED_MATERIAL, 'HAS_BORROWED_MATERIAL');

    const number = await nextErasedNumber(tx);
    const anonymisedName = erasedMemberName(number);
    const relatedIds = await idsOfRows(tx, userId);
    const files = await tx
      .select({ url: documents.url })
      .from(documents)
      .where(eq(documents.user_id, userId));
    const upcomingAssemblies = tx
      .select({ id: assembleesGenerales.id })
      .from(assembleesGenerales)
      .where(eq(assembleesGenerales.status, 'a_venir'));

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(inscriptionsEvenements).where(eq(inscriptionsEvenements.user_id, userId));
    await tx.delete(messageOptOuts).where(eq(messageOptOuts.user_id, userId));
    await tx.delete(messageRecipients).where(eq(messageRecipients.user_id, userId));
    await tx.delete(checkoutSessions).where(eq(checkoutSessions.user_id, userId));
    // A household payment names its other members: the erased member leaves its list.
    await tx
      .update(checkoutSessions)
      .set({
        household: sql`(select coalesce(jsonb_agg(member), '[]'::jsonb) from jsonb_array_elements(${checkoutSessions.household}) as member
          where lower(member->>'email') <> lower(${user.email}))`,
      })
      .where(sql`${checkoutSessions.household} @> ${JSON.stringify([{ email: user.email }])}::jsonb`);
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    await tx.delete(documents).where(eq(documents.user_id, userId));
    await tx
      .update(materialLoans)
      .set({ status: 'Annulé' })
      .where(and(eq(materialLoans.user_id, userId), inArray(materialLoans.status, LOANS_CALLED_OFF)));
    // An AG still to come will not see them: their answer and the proxies they were to hold go.
    await tx
      .delete(presencesAg)
      .where(and(eq(presencesAg.user_id, userId), inArray(presencesAg.ag_id, upcomingAssemblies)));
    await tx
      .update(presencesAg)
      .set({ procuration_user_id: null })
      .where(
        and(eq(presencesAg.procuration_user_id, userId), inArray(presencesAg.ag_id, upcomingAssemblies)),
      );
    await tx
      .update(commentairesAg)
      .set({ commentaire: ERASED_COMMENT })
      .where(eq(commentairesAg.user_id, userId));
    await tx
      .update(users)
      .set({
        name: anonymisedName,
        prenom: ERASED_MEMBER_PRENOM,
        nom: erasedMemberNom(number),
        email: placeholderEmail(number),
        emailVerified: false,
        image: null,
        telephone: null,
        adresse: null,
        code_postal: null,
        ville: null,
        role: 'member',
        fonction: 'Membre',
        is_active: false,
        banned: true,
        banReason: 'Compte effacé',
        last_sign_in_at: null,
        erased_at: new Date(),
        erased_number: number,
      })
      .where(eq(users.id, userId));

    // Their gifts and receipts stay (legal retention), under the name their payments now read.
    const [donor] = await tx.select().from(donors).where(eq(donors.user_id, userId)).for('update');
    if (donor) {
      await anonymiseDonor(tx, donor, { prenom: ERASED_MEMBER_PRENOM, nom: erasedMemberNom(number) });
    }
    await forgetPersonInJournal(tx, {
      id: userId,
      formerNames: [`${user.prenom} ${user.nom}`, `${user.nom} ${user.prenom}`, user.email],
      anonymisedName,
      relatedIds,
    });
    await recordAudit(tx, actor, {
      action: input.action,
      target: { type: 'user', id: userId, label: anonymisedName },
    });
    // The person is told it is done; this last mail is purged with the others, 30 days after sending.
    await enqueueMail(tx, accountErasedMail(sender, user.email));
    return { avatar: user.image, files: files.map((file) => file.url) };
  });
  await removeStoredAvatar(ctx, removed.avatar);
  for (const key of removed.files.filter(isValidKey)) {
    await ctx.storage.remove(key).catch(() => undefined);
  }
}
