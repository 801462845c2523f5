import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  ATTESTATION_UNAVAILABLE,
  formatAttestationNumber,
  hasAttestation,
} from '../../../domain/attestations.ts';
import { MODE_NOT_RECORDED } from '../../../domain/ledger.ts';
import { canSeeAdhesion } from '../../../domain/member-permissions.ts';
import { adhesionTypeLabel } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';
import { ADHESION_NOT_FOUND } from '../members/adhesions.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { issueAttestationNumber } from './attestation-number.ts';
import { renderAttestationPdf } from './attestation-pdf.ts';

export type AttestationFile = { fileName: string; content: Readable };

async function findAdhesion(ctx: AppContext, adhesionId: string) {
  const [row] = await ctx.db
    .select({
      adhesion: adhesions,
      prenom: users.prenom,
      nom: users.nom,
      adresse: users.adresse,
      code_postal: users.code_postal,
      ville: users.ville,
    })
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
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
  if (!hasAttestation(adhesion)) throw conflict(ATTESTATION_UNAVAILABLE, 'ATTESTATION_UNAVAILABLE');
  const issued = await issueAttestationNumber(ctx.db, adhesion.id, onIssued);
  const number = formatAttestationNumber(issued.year, issued.number);
  const town = [row.code_postal, row.ville].filter(Boolean).join(' ');
  const settings = await getAssociationSettings(ctx.db, ctx.config);
  const content = await renderAttestationPdf({
    number,
    issuedOn: issued.issued_at,
    association: { name: settings.name, address: settings.address, email: settings.email },
    member: { name: `${row.prenom} ${row.nom}`, addressLines: [row.adresse ?? '', town].filter(Boolean) },
    typeLabel: adhesionTypeLabel(adhesion.type),
    dateDebut: adhesion.date_debut,
    dateFin: adhesion.date_fin,
    montant: adhesion.montant,
    modePaiement: adhesion.mode_paiement ?? MODE_NOT_RECORDED,
    datePaiement: adhesion.date_paiement,
  });
  return { fileName: `attestation-adhesion-${number}.pdf`, content };
}

/** A member's own certificate: another member's membership reads as unknown. */
export async function getMyAttestation(ctx: AppContext, input: { userId: string; adhesionId: string }) {
  const row = await findAdhesion(ctx, input.adhesionId);
  if (!canSeeAdhesion({ id: input.userId }, row.adhesion)) throw notFound(ADHESION_NOT_FOUND);
  return buildAttestation(ctx, row);
}

/** Any member's certificate; the administrator who numbers it is journaled, later copies are not. */
export async function getAttestation(ctx: AppContext, input: { adhesionId: string }, actor: Administrator) {
  const row = await findAdhesion(ctx, input.adhesionId);
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
