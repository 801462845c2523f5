import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatAttestationNumber } from '../../../domain/attestations.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  adhesions,
  assembleesGenerales,
  attestations,
  commentairesAg,
  documents,
  dossiers,
  evenements,
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
import { notFound } from '../../http/errors.ts';
import { publicFileUrl } from '../../infra/storage/signed-links.ts';
import { memberDonorData } from '../donations/donor-privacy.ts';

/** A file of the archive: where it is stored, and its path inside the ZIP. */
type ExportedFile = { key: string; path: string };

const PUBLIC_FILE_PREFIX = publicFileUrl('');
const otherMembers = alias(users, 'other_members');
const fullName = (person: { prenom: string; nom: string } | null) =>
  person ? `${person.prenom} ${person.nom}` : null;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A name that stays one file of the archive, whatever the document was called. */
const safeFileName = (name: string) => name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 150);

/**
 * Everything the association holds about one member (RGPD art. 15 and 20), read only through
 * their own id or address, and the files addressed to them. The names of other members appear
 * only where the member's own record points at them (the proxy they gave, the proxies they hold),
 * never their email or any other detail.
 */
export async function collectMemberData(db: DbOrTx, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) throw notFound('Utilisateur non trouvé dans la base de données');
  const avatarKey = profile.image?.startsWith(PUBLIC_FILE_PREFIX)
    ? profile.image.slice(PUBLIC_FILE_PREFIX.length)
    : null;
  const avatar: ExportedFile | null = avatarKey
    ? { key: avatarKey, path: `fichiers/photo-de-profil${avatarKey.slice(avatarKey.lastIndexOf('.'))}` }
    : null;

  const [memberships, registrations, loans, presences, proxiesHeld, votes, comments, ownDossiers] =
    await Promise.all([
      db
        .select({ adhesion: adhesions, attestation: attestations })
        .from(adhesions)
        .leftJoin(attestations, eq(attestations.adhesion_id, adhesions.id))
        .where(eq(adhesions.user_id, userId))
        .orderBy(asc(adhesions.date_debut)),
      db
        .select({ evenement: evenements, inscrit_le: inscriptionsEvenements.date_inscription })
        .from(inscriptionsEvenements)
        .innerJoin(evenements, eq(evenements.id, inscriptionsEvenements.evenement_id))
        .where(eq(inscriptionsEvenements.user_id, userId))
        .orderBy(asc(evenements.date)),
      db
        .select({ loan: materialLoans, materiel: materials.name })
        .from(materialLoans)
        .innerJoin(materials, eq(materials.id, materialLoans.material_id))
        .where(eq(materialLoans.user_id, userId))
        .orderBy(asc(materialLoans.created_at)),
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
      db.select().from(dossiers).where(eq(dossiers.user_id, userId)).orderBy(asc(dossiers.date_creation)),
    ]);
  const [addressed, mails, optOuts, received, gifts] = await Promise.all([
    db.select().from(documents).where(eq(documents.user_id, userId)).orderBy(asc(documents.created_at)),
    db.select().from(mailOutbox).where(eq(mailOutbox.to, profile.email)).orderBy(asc(mailOutbox.created_at)),
    db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, userId)),
    db
      .select({ message: messages, recipient: messageRecipients })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
      .where(eq(messageRecipients.user_id, userId))
      .orderBy(asc(messageRecipients.created_at)),
    memberDonorData(db, userId),
  ]);
  const optedOutOn = (category: string) =>
    iso(optOuts.find((optOut) => optOut.category === category)?.created_at ?? null);

  const documentFiles: ExportedFile[] = addressed.map((document, index) => ({
    key: document.url,
    path: `fichiers/documents/${index + 1} - ${safeFileName(document.nom)}`,
  }));
  const agOf = (ag: typeof assembleesGenerales.$inferSelect) => ({ date: iso(ag.date), lieu: ag.lieu });
  const data = {
    profil: {
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
    adhesions: memberships.map(({ adhesion, attestation }) => ({
      type: adhesion.type,
      montant: adhesion.montant,
      date_debut: adhesion.date_debut,
      date_fin: adhesion.date_fin,
      statut: adhesion.statut,
      mode_paiement: adhesion.mode_paiement,
      reference_paiement: adhesion.payment_id,
      date_paiement: adhesion.date_paiement,
      attestation: attestation ? formatAttestationNumber(attestation.year, attestation.number) : null,
      enregistree_le: iso(adhesion.created_at),
    })),
    inscriptions_evenements: registrations.map(({ evenement, inscrit_le }) => ({
      evenement: evenement.titre,
      date: iso(evenement.date),
      lieu: evenement.lieu,
      inscrit_le: iso(inscrit_le),
    })),
    emprunts: loans.map(({ loan, materiel }) => ({
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
    assemblees_generales: {
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
    dossiers: ownDossiers.map((dossier) => ({
      reference: dossier.nom,
      description: dossier.description,
      etape: dossier.statut,
      cree_le: iso(dossier.date_creation),
      modifie_le: iso(dossier.date_modification),
      etapes: dossier.etapes,
    })),
    documents_adresses: addressed.map((document, index) => ({
      nom: document.nom,
      taille: document.taille,
      ajoute_le: iso(document.created_at),
      fichier: documentFiles[index]?.path,
    })),
    // A sign-in code or a reset link is never repeated, even while its mail waits to be sent.
    mails_recus: mails.map((mail) => ({
      sujet: mail.sensitive ? 'Code de connexion ou lien de mot de passe (contenu non repris)' : mail.subject,
      texte: mail.sensitive ? null : mail.text,
      statut: mail.status,
      cree_le: iso(mail.created_at),
      envoye_le: iso(mail.sent_at),
    })),
    // The message as written: the personal fields are the member's own, given in `profil`.
    messages_recus: received.map(({ message, recipient }) => ({
      categorie: message.category,
      sujet: message.subject,
      texte: message.body_text,
      statut: recipient.status,
      adresse: recipient.email,
      envoye_le: iso(recipient.sent_at),
      lu_le: iso(recipient.read_at),
    })),
    // Their gifts and the receipts issued to them, as the association keeps them.
    dons: gifts,
  };
  return { data, files: avatar ? [avatar, ...documentFiles] : documentFiles };
}
