import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ATTESTATION_FEES_RECEIPTED,
  ATTESTATION_NO_TAX_VALUE,
  ATTESTATION_UNAVAILABLE,
  formatAttestationNumber,
  hasAttestation,
  householdPaidBy,
} from '../../../domain/attestations.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { MODE_NOT_RECORDED } from '../../../domain/ledger.ts';
import { canSeeAdhesion } from '../../../domain/member-permissions.ts';
import { lastDayCovered } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, membershipOffers, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readLogoForPdf } from '../association/logo.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';
import { getDonationSettings } from '../donations/donation-settings.ts';
import { ADHESION_NOT_FOUND } from '../members/adhesions.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { issueAttestationNumber } from './attestation-number.ts';
import { renderAttestationPdf } from './attestation-pdf.ts';

export type AttestationFile = { fileName: string; content: Readable };

const payment = alias(adhesions, 'household_payment');
const payer = alias(users, 'household_payer');

/** The membership, its member and offer, and for a household member the payer's payment. */
async function findAdhesion(ctx: AppContext, adhesionId: string) {
  const [row] = await ctx.db
    .select({
      adhesion: adhesions,
      offer_name: membershipOffers.name,
      prenom: users.prenom,
      nom: users.nom,
      adresse: users.adresse,
      code_postal: users.code_postal,
      ville: users.ville,
      payment: {
        montant_cents: payment.montant_cents,
        mode_paiement: payment.mode_paiement,
        date_paiement: payment.date_paiement,
      },
      payer: { prenom: payer.prenom, nom: payer.nom },
    })
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .leftJoin(payment, eq(payment.id, adhesions.household_of))
    .leftJoin(payer, eq(payer.id, payment.user_id))
    .where(eq(adhesions.id, adhesionId));
  if (!row) throw notFound(ADHESION_NOT_FOUND);
  return row;
}

async function buildAttestation(
  ctx: AppContext,
  row: Awaited<ReturnType<typeof findAdhesion>>,
  onIssued?: Parameters<typeof issueAttestationNumber>[2],
): Promise<AttestationFile> {
  const { adhesion } = row;
  // A household member's certificate shows the household's one payment, made by its payer.
  const paid = row.payment ?? adhesion;
  if (!hasAttestation(adhesion)) throw conflict(ATTESTATION_UNAVAILABLE, 'ATTESTATION_UNAVAILABLE');
  const issued = await issueAttestationNumber(ctx.db, adhesion.id, onIssued);
  const number = formatAttestationNumber(issued.year, issued.number);
  const town = [row.code_postal, row.ville].filter(Boolean).join(' ');
  const settings = await getAssociationSettings(ctx);
  const donations = await getDonationSettings(ctx.db);
  const content = await renderAttestationPdf({
    logo: await readLogoForPdf(ctx),
    number,
    issuedOn: issued.issued_at,
    association: { name: settings.name, address: settings.address, email: settings.email },
    member: { name: `${row.prenom} ${row.nom}`, addressLines: [row.adresse ?? '', town].filter(Boolean) },
    typeLabel: row.offer_name,
    householdLine: row.payer ? householdPaidBy(personLabel(row.payer)) : null,
    dateDebut: adhesion.date_debut,
    dateFin: lastDayCovered(adhesion.date_fin),
    montantCents: paid.montant_cents,
    paymentMode: paid.mode_paiement ?? MODE_NOT_RECORDED,
    paidOn: paid.date_paiement,
    taxLine:
      donations.receipts_enabled && donations.receipt_fees
        ? ATTESTATION_FEES_RECEIPTED
        : ATTESTATION_NO_TAX_VALUE,
  });
  return { fileName: `attestation-adhesion-${number}.pdf`, content };
}

/** A member's own certificate: another member's membership reads as unknown. */
export async function getMyAttestation(ctx: AppContext, { id }: IdParams, member: SessionUser) {
  const row = await findAdhesion(ctx, id);
  if (!canSeeAdhesion(member, row.adhesion)) throw notFound(ADHESION_NOT_FOUND);
  return buildAttestation(ctx, row);
}

/** Any member's certificate; the administrator who numbers it is journaled, later copies are not. */
export async function getAttestation(ctx: AppContext, { id }: IdParams, actor: Administrator) {
  const row = await findAdhesion(ctx, id);
  return buildAttestation(ctx, row, (tx, issued) =>
    recordAudit(tx, actor, {
      action: 'attestation.issue',
      target: {
        type: 'adhesion',
        id: row.adhesion.id,
        label: `Attestation ${formatAttestationNumber(issued.year, issued.number)} de ${personLabel(row)}`,
      },
    }),
  );
}
