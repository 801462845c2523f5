import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  DONOR_ERASED_ALREADY,
  type DonorData,
  type DonorsQuery,
  ERASED_DONOR,
  type NonMemberDonor,
} from '../../../domain/donor-privacy.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import type { ReceiptDonor } from '../../db/schema.ts';
import { checkoutSessions, donationReceipts, donations, donors, mailOutbox, users } from '../../db/schema.ts';
import { foldedText, matchesEveryWord } from '../../db/text-search.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { forgetPersonInJournal } from '../audit/forget-person.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';

const DONOR_NOT_FOUND = 'Donateur introuvable';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A donor who is not a member: members' donor rows go with their account's export and erasure. */
async function nonMemberDonor(db: DbOrTx, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(donors)
    .where(and(eq(donors.id, id), isNull(donors.user_id)));
  const [donor] = await (lock ? query.for(lock) : query);
  if (!donor) throw notFound(DONOR_NOT_FOUND, 'DONOR_NOT_FOUND');
  return donor;
}

const searchedDonor = foldedText(
  sql`' ' || ${donors.prenom} || ' ' || ${donors.nom} || ' ' || coalesce(${donors.email}, '')`,
);

const isNotMember = isNull(donors.user_id);

/**
 * The donors who are not members, by name, with the count and total of their gifts. The page is
 * chosen first, then its donors' gifts counted through the gifts' donor index. Counted exactly:
 * the donors who are not members are fewer than the members.
 */
export const nonMemberDonorsList = defineList({
  name: 'non_member_donors',
  rows: (db, filter, window) => {
    const page = db
      .select({
        id: donors.id,
        prenom: donors.prenom,
        nom: donors.nom,
        email: donors.email,
        ville: donors.ville,
        erased_at: donors.erased_at,
      })
      .from(donors)
      .where(and(isNotMember, filter))
      .orderBy(asc(donors.nom), asc(donors.prenom), asc(donors.id))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const gifts = db
      .select({
        donations: count().as('donations'),
        amount_cents: sql<string>`coalesce(sum(${donations.amount_cents}), 0)`.as('amount_cents'),
      })
      .from(donations)
      .where(eq(donations.donor_id, page.id))
      .as('gifts');
    return db
      .select({
        id: page.id,
        prenom: page.prenom,
        nom: page.nom,
        email: page.email,
        ville: page.ville,
        donations: gifts.donations,
        amount_cents: gifts.amount_cents,
        erased_at: page.erased_at,
      })
      .from(page)
      .leftJoinLateral(gifts, sql`true`)
      .orderBy(asc(page.nom), asc(page.prenom), asc(page.id));
  },
  count: (db, filter) => db.select({ total: count() }).from(donors).where(and(isNotMember, filter)),
});

/** Erased donors stay, under « Donateur effacé », for the gifts the association keeps. */
export async function listNonMemberDonors(
  { db }: AppContext,
  { search, page, pageSize }: DonorsQuery,
): Promise<{ items: NonMemberDonor[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await nonMemberDonorsList.page(db, {
    filter: matchesEveryWord(searchedDonor, search),
    page: { page, pageSize },
  });
  return {
    items: rows.map(({ amount_cents, ...row }) => ({
      ...row,
      donations: Number(row.donations ?? 0),
      amount: centsToEuros(Number(amount_cents ?? 0)),
      erased_at: iso(row.erased_at),
    })),
    total,
    page,
    pageSize,
  };
}

/** Everything held about a donor: identity, gifts, and the receipts as issued. */
async function donorData(db: DbOrTx, donorId: string): Promise<DonorData> {
  const [donor] = await db.select().from(donors).where(eq(donors.id, donorId));
  if (!donor) throw notFound(DONOR_NOT_FOUND, 'DONOR_NOT_FOUND');
  const [gifts, receipts] = await Promise.all([
    db
      .select({ gift: donations, receipt: donationReceipts.number })
      .from(donations)
      .leftJoin(donationReceipts, eq(donationReceipts.id, donations.receipt_id))
      .where(eq(donations.donor_id, donorId))
      .orderBy(asc(donations.donated_on), asc(donations.id)),
    db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.donor_id, donorId))
      .orderBy(asc(donationReceipts.year), asc(donationReceipts.sequence)),
  ]);
  return {
    donateur: {
      prenom: donor.prenom,
      nom: donor.nom,
      email: donor.email,
      adresse: donor.adresse,
      code_postal: donor.code_postal,
      ville: donor.ville,
      connu_depuis: donor.created_at.toISOString(),
      efface_le: iso(donor.erased_at),
    },
    dons: gifts.map(({ gift, receipt }) => ({
      date: gift.donated_on,
      montant: centsToEuros(gift.amount_cents),
      nature: gift.nature,
      mode_paiement: gift.mode_paiement,
      description_en_nature: gift.in_kind_description,
      recu_souhaite: gift.receipt_wanted,
      reference_paiement: gift.payment_id,
      recu: receipt,
      enregistre_le: gift.created_at.toISOString(),
    })),
    recus_fiscaux: receipts.map((receipt) => ({
      numero: receipt.number,
      montant: centsToEuros(receipt.amount_cents),
      premier_jour: receipt.first_day,
      dernier_jour: receipt.last_day,
      emis_le: receipt.issued_at.toISOString(),
      annule_le: iso(receipt.cancelled_at),
      motif_annulation: receipt.cancel_reason,
      donateur_au_recu: receipt.donor,
    })),
  };
}

/** A member's donor row, if they gave: their data export adds it. */
export async function memberDonorData(db: DbOrTx, userId: string): Promise<DonorData | null> {
  const [donor] = await db.select({ id: donors.id }).from(donors).where(eq(donors.user_id, userId));
  return donor ? donorData(db, donor.id) : null;
}

/**
 * Anonymises a donor in the caller's transaction (RGPD art. 17): their row and the donor copied
 * on each of their receipts take `name`, address and email go (a company keeps its legal name
 * and SIREN); the gifts and receipts stay, with
 * their amounts, days and numbers (legal retention of the receipts' copies). The mails waiting
 * for their address and the identity the online checkouts kept go too, and the journal forgets
 * their name.
 */
export async function anonymiseDonor(
  tx: DbOrTx,
  donor: Pick<typeof donors.$inferSelect, 'id' | 'prenom' | 'nom' | 'email'>,
  name: { prenom: string; nom: string },
): Promise<void> {
  const copy: ReceiptDonor = { ...name, adresse: '', code_postal: '', ville: '' };
  await tx
    .update(donors)
    .set({ ...name, email: null, adresse: null, code_postal: null, ville: null, erased_at: new Date() })
    .where(eq(donors.id, donor.id));
  // A company's legal name and SIREN are no person's data: its receipts stay on the companies' model.
  const company = sql`jsonb_strip_nulls(jsonb_build_object('entreprise', ${donationReceipts.donor}->'entreprise'))`;
  await tx
    .update(donationReceipts)
    .set({ donor: sql`${JSON.stringify(copy)}::jsonb || ${company}` })
    .where(eq(donationReceipts.donor_id, donor.id));
  const [gifts, receipts] = await Promise.all([
    tx.select({ id: donations.id }).from(donations).where(eq(donations.donor_id, donor.id)),
    tx
      .select({ id: donationReceipts.id })
      .from(donationReceipts)
      .where(eq(donationReceipts.donor_id, donor.id)),
  ]);
  if (donor.email) {
    const email = donor.email;
    // An address a live account also uses is that account's: its mails are not the donor's to take.
    const ownedByAccount = tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.erased_at)));
    await tx
      .delete(mailOutbox)
      .where(and(sql`lower(${mailOutbox.to}) = lower(${email})`, sql`not exists (${ownedByAccount})`));
    await tx
      .update(checkoutSessions)
      .set({
        donation: sql`${checkoutSessions.donation} || ${JSON.stringify({ ...name, email: '', adresse: null, code_postal: null, ville: null })}::jsonb`,
      })
      .where(
        and(
          isNotNull(checkoutSessions.donation),
          sql`lower(${checkoutSessions.donation}->>'email') = lower(${email})`,
        ),
      );
  }
  await forgetPersonInJournal(tx, {
    id: donor.id,
    formerNames: [personLabel(donor), `${donor.nom} ${donor.prenom}`, donor.email ?? ''],
    anonymisedName: personLabel(name),
    relatedIds: [...gifts, ...receipts].map((row) => row.id),
  });
}

/** A non-member donor's export, journalled: the administrator hands it to the person who asked. */
export async function exportNonMemberDonor(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<DonorData> {
  return db.transaction(async (tx) => {
    const donor = await nonMemberDonor(tx, id);
    await recordAudit(tx, actor, {
      action: 'donor.export',
      target: { type: 'donor', id, label: personLabel(donor) },
    });
    return donorData(tx, id);
  });
}

/** Erases a non-member donor at their request; once only. */
export async function eraseNonMemberDonor(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const donor = await nonMemberDonor(tx, id, 'update');
    if (donor.erased_at) throw conflict(DONOR_ERASED_ALREADY);
    await anonymiseDonor(tx, donor, ERASED_DONOR);
    await recordAudit(tx, actor, {
      action: 'donor.erase',
      target: { type: 'donor', id, label: personLabel(ERASED_DONOR) },
    });
  });
}
