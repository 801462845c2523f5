import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ERASED_COMMENT, ERASED_MEMBER_PRENOM, erasedMemberNom } from '../../../domain/privacy.ts';
import type { Tx } from '../../db/client.ts';
import {
  accounts,
  adhesions,
  assembleesGenerales,
  checkoutSessions,
  commentairesAg,
  documents,
  donors,
  householdDependants,
  householdInvitations,
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
import { forgetPersonInJournal } from '../audit/forget-person.ts';
import { anonymiseDonor } from '../donations/donor-privacy.ts';

/** The member being erased: who they were, and the name they take. */
type ErasedPerson = {
  id: string;
  /** The address they had, which their mails and household payments still carry. */
  email: string;
  formerNames: string[];
  number: number;
  anonymisedName: string;
  /** Their rows a journal entry may name, read before some of them go. */
  relatedIds: string[];
};

/** What erasure does to one table's rows about the person, inside the erasure's transaction. */
export type ErasureStep = (tx: Tx, person: ErasedPerson) => Promise<void>;

/** An address that can never receive mail (RFC 2606), unique, so the real one is free again. */
const placeholderEmail = (number: number) => `membre-supprime-${number}@supprime.invalid`;

/** Loans still to come are called off: the equipment was never handed over, nobody will take it. */
const LOANS_CALLED_OFF = ['En attente', 'Confirmé'] as const;

const upcomingAssemblies = (tx: Tx) =>
  tx
    .select({ id: assembleesGenerales.id })
    .from(assembleesGenerales)
    .where(eq(assembleesGenerales.status, 'a_venir'));

export const eraseProfile: ErasureStep = async (tx, person) => {
  await tx
    .update(users)
    .set({
      name: person.anonymisedName,
      prenom: ERASED_MEMBER_PRENOM,
      nom: erasedMemberNom(person.number),
      email: placeholderEmail(person.number),
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
      erased_number: person.number,
    })
    .where(eq(users.id, person.id));
};

export const eraseSessions: ErasureStep = async (tx, person) => {
  await tx.delete(sessions).where(eq(sessions.userId, person.id));
};

export const eraseLogins: ErasureStep = async (tx, person) => {
  await tx.delete(accounts).where(eq(accounts.userId, person.id));
};

export const eraseTwoFactors: ErasureStep = async (tx, person) => {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, person.id));
};

export const eraseVerifications: ErasureStep = async (tx, person) => {
  await tx.delete(verifications).where(eq(verifications.value, person.id));
};

/** The people without an account her household payments covered: their names go, the payments stay. */
export const eraseHouseholdDependants: ErasureStep = async (tx, person) => {
  const paidByHer = tx.select({ id: adhesions.id }).from(adhesions).where(eq(adhesions.user_id, person.id));
  await tx.delete(householdDependants).where(inArray(householdDependants.payer_adhesion_id, paidByHer));
};

/** Invitations to join a household: those she received, and those she sent as a payer, still unanswered. */
export const eraseHouseholdInvitations: ErasureStep = async (tx, person) => {
  const paidByHer = tx.select({ id: adhesions.id }).from(adhesions).where(eq(adhesions.user_id, person.id));
  await tx
    .delete(householdInvitations)
    .where(
      or(
        eq(householdInvitations.user_id, person.id),
        inArray(householdInvitations.payer_adhesion_id, paidByHer),
      ),
    );
};

export const eraseEventRegistrations: ErasureStep = async (tx, person) => {
  await tx.delete(inscriptionsEvenements).where(eq(inscriptionsEvenements.user_id, person.id));
};

export const eraseOptOuts: ErasureStep = async (tx, person) => {
  await tx.delete(messageOptOuts).where(eq(messageOptOuts.user_id, person.id));
};

export const eraseMessagesReceived: ErasureStep = async (tx, person) => {
  await tx.delete(messageRecipients).where(eq(messageRecipients.user_id, person.id));
};

/** Their own payments go; a household payment names its other members: the erased member leaves its list. */
export const eraseCheckoutSessions: ErasureStep = async (tx, person) => {
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.user_id, person.id));
  await tx
    .update(checkoutSessions)
    .set({
      household: sql`(select coalesce(jsonb_agg(member), '[]'::jsonb) from jsonb_array_elements(${checkoutSessions.household}) as member
        where lower(member->>'email') <> lower(${person.email}))`,
    })
    .where(sql`${checkoutSessions.household} @> ${JSON.stringify([{ email: person.email }])}::jsonb`);
};

export const eraseMails: ErasureStep = async (tx, person) => {
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, person.email));
};

export const eraseAddressedDocuments: ErasureStep = async (tx, person) => {
  await tx.delete(documents).where(eq(documents.user_id, person.id));
};

export const callOffLoans: ErasureStep = async (tx, person) => {
  await tx
    .update(materialLoans)
    .set({ status: 'Annulé' })
    .where(and(eq(materialLoans.user_id, person.id), inArray(materialLoans.status, LOANS_CALLED_OFF)));
};

/** An AG still to come will not see them: their answer and the proxies they were to hold go. */
export const leaveUpcomingAssemblies: ErasureStep = async (tx, person) => {
  await tx
    .delete(presencesAg)
    .where(and(eq(presencesAg.user_id, person.id), inArray(presencesAg.ag_id, upcomingAssemblies(tx))));
  await tx
    .update(presencesAg)
    .set({ procuration_user_id: null })
    .where(
      and(eq(presencesAg.procuration_user_id, person.id), inArray(presencesAg.ag_id, upcomingAssemblies(tx))),
    );
};

export const eraseCommentTexts: ErasureStep = async (tx, person) => {
  await tx
    .update(commentairesAg)
    .set({ commentaire: ERASED_COMMENT })
    .where(eq(commentairesAg.user_id, person.id));
};

/** Their gifts and receipts stay (legal retention), under the name their payments now read. */
export const anonymiseMemberDonor: ErasureStep = async (tx, person) => {
  const [donor] = await tx.select().from(donors).where(eq(donors.user_id, person.id)).for('update');
  if (donor) {
    await anonymiseDonor(tx, donor, { prenom: ERASED_MEMBER_PRENOM, nom: erasedMemberNom(person.number) });
  }
};

export const forgetInJournal: ErasureStep = async (tx, person) => {
  await forgetPersonInJournal(tx, {
    id: person.id,
    formerNames: person.formerNames,
    anonymisedName: person.anonymisedName,
    relatedIds: person.relatedIds,
  });
};

/** The ids of the person's rows in a table, which journal entries may name as their target. */
export const rowIdsOf =
  (id: PgColumn, owner: PgColumn) =>
  async (tx: Tx, userId: string): Promise<string[]> => {
    const rows = await tx.select({ id }).from(id.table).where(eq(owner, userId));
    return rows.map((row) => String(row.id));
  };
