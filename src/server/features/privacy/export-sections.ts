import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatAttestationNumber } from '../../../domain/attestations.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  adhesions,
  assembleesGenerales,
  attestations,
  commentairesAg,
  documents,
  dossiers,
  evenements,
  householdDependants,
  householdInvitations,
  inscriptionsEvenements,
  mailOutbox,
  materialLoans,
  materials,
  messageOptOuts,
  messageRecipients,
  messages,
  presencesAg,
  users,
  votesAg,
} from '../../db/schema.ts';
import { publicFileKey } from '../../infra/storage/signed-links.ts';
import { memberEntries } from '../accounting/member-entries.ts';
import { memberDonorData } from '../donations/donor-privacy.ts';

/** A file of the archive: where it is stored, and its path inside the ZIP. */
type ExportedFile = { key: string; path: string };

const otherMembers = alias(users, 'other_members');
const fullName = (person: { prenom: string; nom: string } | null) =>
  person ? `${person.prenom} ${person.nom}` : null;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A name that stays one file of the archive, whatever the document was called. */
const safeFileName = (name: string) => name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 150);

/** The member whose data is exported, as their account row reads. */
type Member = typeof users.$inferSelect;

/** One part of `donnees.json`, and the files that go with it under `fichiers/`. */
export type ExportSection = { value: unknown; files?: ExportedFile[] };

const agOf = (ag: typeof assembleesGenerales.$inferSelect) => ({ date: iso(ag.date), lieu: ag.lieu });

export async function exportProfile(db: DbOrTx, profile: Member): Promise<ExportSection> {
  const avatarKey = publicFileKey(profile.image);
  const avatar: ExportedFile | null = avatarKey
    ? { key: avatarKey, path: `fichiers/photo-de-profil${avatarKey.slice(avatarKey.lastIndexOf('.'))}` }
    : null;
  const optOuts = await db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, profile.id));
  const optedOutOn = (category: string) =>
    iso(optOuts.find((optOut) => optOut.category === category)?.created_at ?? null);
  return {
    value: {
      prenom: profile.prenom,
      nom: profile.nom,
      email: profile.email,
      telephone: profile.telephone,
      adresse: profile.adresse,
      code_postal: profile.code_postal,
      ville: profile.ville,
      statut_membre: profile.statut_membre,
      fonction: profile.fonction,
      role: profile.role,
      compte_valide: profile.is_active,
      inscrit_le: iso(profile.createdAt),
      derniere_connexion: iso(profile.last_sign_in_at),
      photo: avatar?.path ?? null,
      suppression_demandee_le: iso(profile.erasure_requested_at),
      relances_desactivees_le: optedOutOn('rappels'),
      informations_desactivees_le: optedOutOn('informations'),
    },
    files: avatar ? [avatar] : [],
  };
}

export async function exportMemberships(db: DbOrTx, member: Member): Promise<ExportSection> {
  const memberships = await db
    .select({ adhesion: adhesions, attestation: attestations })
    .from(adhesions)
    .leftJoin(attestations, eq(attestations.adhesion_id, adhesions.id))
    .where(eq(adhesions.user_id, member.id))
    .orderBy(asc(adhesions.date_debut));
  return {
    value: memberships.map(({ adhesion, attestation }) => ({
      type: adhesion.type,
      montant: centsToEuros(adhesion.montant_cents),
      date_debut: adhesion.date_debut,
      date_fin: adhesion.date_fin,
      statut: adhesion.statut,
      mode_paiement: adhesion.mode_paiement,
      reference_paiement: adhesion.payment_id,
      date_paiement: adhesion.date_paiement,
      attestation: attestation ? formatAttestationNumber(attestation.year, attestation.number) : null,
      enregistree_le: iso(adhesion.created_at),
    })),
  };
}

export async function exportEventRegistrations(db: DbOrTx, member: Member): Promise<ExportSection> {
  const registrations = await db
    .select({ evenement: evenements, inscrit_le: inscriptionsEvenements.date_inscription })
    .from(inscriptionsEvenements)
    .innerJoin(evenements, eq(evenements.id, inscriptionsEvenements.evenement_id))
    .where(eq(inscriptionsEvenements.user_id, member.id))
    .orderBy(asc(evenements.date));
  return {
    value: registrations.map(({ evenement, inscrit_le }) => ({
      evenement: evenement.titre,
      date: iso(evenement.date),
      lieu: evenement.lieu,
      inscrit_le: iso(inscrit_le),
    })),
  };
}

export async function exportLoans(db: DbOrTx, member: Member): Promise<ExportSection> {
  const loans = await db
    .select({ loan: materialLoans, materiel: materials.name })
    .from(materialLoans)
    .innerJoin(materials, eq(materials.id, materialLoans.material_id))
    .where(eq(materialLoans.user_id, member.id))
    .orderBy(asc(materialLoans.created_at));
  return {
    value: loans.map(({ loan, materiel }) => ({
      materiel,
      quantite: loan.quantity,
      debut: iso(loan.start_date),
      fin: iso(loan.end_date),
      contexte: loan.usage_context,
      statut: loan.status,
      etat_au_retour: loan.return_state,
      notes_de_retour: loan.return_notes,
      demande_le: iso(loan.created_at),
    })),
  };
}

/** The people without an account (children) the member's household payments cover, as she named them. */
export async function exportHouseholdDependants(db: DbOrTx, member: Member): Promise<ExportSection> {
  const dependants = await db
    .select({ dependant: householdDependants, adhesion: adhesions })
    .from(householdDependants)
    .innerJoin(adhesions, eq(adhesions.id, householdDependants.payer_adhesion_id))
    .where(eq(adhesions.user_id, member.id))
    .orderBy(asc(adhesions.date_debut), asc(householdDependants.created_at));
  return {
    value: dependants.map(({ dependant, adhesion }) => ({
      prenom: dependant.prenom,
      nom: dependant.nom,
      annee_naissance: dependant.annee_naissance,
      adhesion_du: adhesion.date_debut,
      adhesion_au: adhesion.date_fin,
    })),
  };
}

/** The households that named the member and that she has not joined: who asked, what they typed, her answer. */
export async function exportHouseholdInvitations(db: DbOrTx, member: Member): Promise<ExportSection> {
  const invitations = await db
    .select({ invitation: householdInvitations, payer: users })
    .from(householdInvitations)
    .innerJoin(adhesions, eq(adhesions.id, householdInvitations.payer_adhesion_id))
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .where(eq(householdInvitations.user_id, member.id))
    .orderBy(asc(householdInvitations.created_at));
  return {
    value: invitations.map(({ invitation, payer }) => ({
      invite_par: fullName(payer),
      prenom_saisi: invitation.prenom,
      nom_saisi: invitation.nom,
      email_saisi: invitation.email,
      statut: invitation.status === 'pending' ? 'en attente de réponse' : 'refusée',
      envoyee_le: iso(invitation.created_at),
    })),
  };
}

/** Presences and proxies, votes and comments: one part, as the member sees their assemblies. */
export async function exportAssemblies(db: DbOrTx, member: Member): Promise<ExportSection> {
  const userId = member.id;
  const [presences, proxiesHeld, votes, comments] = await Promise.all([
    db
      .select({
        ag: assembleesGenerales,
        present: presencesAg.present,
        holder: { prenom: otherMembers.prenom, nom: otherMembers.nom },
      })
      .from(presencesAg)
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, presencesAg.ag_id))
      .leftJoin(otherMembers, eq(otherMembers.id, presencesAg.procuration_user_id))
      .where(eq(presencesAg.user_id, userId))
      .orderBy(asc(assembleesGenerales.date)),
    db
      .select({ ag: assembleesGenerales, giver: { prenom: otherMembers.prenom, nom: otherMembers.nom } })
      .from(presencesAg)
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, presencesAg.ag_id))
      .innerJoin(otherMembers, eq(otherMembers.id, presencesAg.user_id))
      .where(eq(presencesAg.procuration_user_id, userId))
      .orderBy(asc(assembleesGenerales.date)),
    db
      .select({ ag: assembleesGenerales, vote: votesAg })
      .from(votesAg)
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, votesAg.ag_id))
      .where(eq(votesAg.user_id, userId))
      .orderBy(asc(assembleesGenerales.date), asc(votesAg.question)),
    db
      .select({ ag: assembleesGenerales, comment: commentairesAg })
      .from(commentairesAg)
      .innerJoin(assembleesGenerales, eq(assembleesGenerales.id, commentairesAg.ag_id))
      .where(eq(commentairesAg.user_id, userId))
      .orderBy(asc(commentairesAg.created_at)),
  ]);
  return {
    value: {
      presences: presences.map(({ ag, present, holder }) => ({
        assemblee: agOf(ag),
        present,
        procuration_donnee_a: fullName(holder),
      })),
      procurations_recues: proxiesHeld.map(({ ag, giver }) => ({ assemblee: agOf(ag), de: fullName(giver) })),
      votes: votes.map(({ ag, vote }) => ({
        assemblee: agOf(ag),
        question: vote.question,
        vote: vote.vote,
        // A choice's option or an election's candidates; a secret ballot names no one and is not here.
        choix: vote.choices,
        le: iso(vote.updated_at),
      })),
      commentaires: comments.map(({ ag, comment }) => ({
        assemblee: agOf(ag),
        commentaire: comment.commentaire,
        masque: comment.modere,
        le: iso(comment.created_at),
      })),
    },
  };
}

export async function exportDossiers(db: DbOrTx, member: Member): Promise<ExportSection> {
  const ownDossiers = await db
    .select()
    .from(dossiers)
    .where(eq(dossiers.user_id, member.id))
    .orderBy(asc(dossiers.date_creation));
  return {
    value: ownDossiers.map((dossier) => ({
      reference: dossier.nom,
      description: dossier.description,
      etape: dossier.statut,
      cree_le: iso(dossier.date_creation),
      modifie_le: iso(dossier.date_modification),
      etapes: dossier.etapes,
    })),
  };
}

export async function exportAddressedDocuments(db: DbOrTx, member: Member): Promise<ExportSection> {
  const addressed = await db
    .select()
    .from(documents)
    .where(eq(documents.user_id, member.id))
    .orderBy(asc(documents.created_at));
  const files: ExportedFile[] = addressed.map((document, index) => ({
    key: document.url,
    path: `fichiers/documents/${index + 1} - ${safeFileName(document.nom)}`,
  }));
  return {
    value: addressed.map((document, index) => ({
      nom: document.nom,
      taille: document.taille,
      ajoute_le: iso(document.created_at),
      fichier: files[index]?.path,
    })),
    files,
  };
}

/** A sign-in code or a reset link is never repeated, even while its mail waits to be sent. */
export async function exportMails(db: DbOrTx, member: Member): Promise<ExportSection> {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, member.email))
    .orderBy(asc(mailOutbox.created_at));
  return {
    value: mails.map((mail) => ({
      sujet: mail.sensitive ? 'Code de connexion ou lien de mot de passe (contenu non repris)' : mail.subject,
      texte: mail.sensitive ? null : mail.text,
      statut: mail.status,
      cree_le: iso(mail.created_at),
      envoye_le: iso(mail.sent_at),
    })),
  };
}

/** The message as written: the personal fields are the member's own, given in `profil`. */
export async function exportMessages(db: DbOrTx, member: Member): Promise<ExportSection> {
  const received = await db
    .select({ message: messages, recipient: messageRecipients })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .where(eq(messageRecipients.user_id, member.id))
    .orderBy(asc(messageRecipients.created_at));
  return {
    value: received.map(({ message, recipient }) => ({
      categorie: message.category,
      sujet: message.subject,
      texte: message.body_text,
      statut: recipient.status,
      adresse: recipient.email,
      envoye_le: iso(recipient.sent_at),
      lu_le: iso(recipient.read_at),
    })),
  };
}

/** Their gifts and the receipts issued to them, as the association keeps them. */
export async function exportGifts(db: DbOrTx, member: Member): Promise<ExportSection> {
  return { value: await memberDonorData(db, member.id) };
}

export async function exportAccountingEntries(db: DbOrTx, member: Member): Promise<ExportSection> {
  return { value: await memberEntries(db, member.id) };
}
