import type { DbOrTx, Tx } from '../../db/client.ts';
import { accountingEntries, adhesions, commentairesAg, documents, materialLoans } from '../../db/schema.ts';
import type { FileStorage, StoragePrefix } from '../../infra/storage/storage.ts';
import { isValidKey } from '../../infra/storage/storage.ts';
import {
  anonymiseMemberDonor,
  callOffLoans,
  type ErasureStep,
  eraseAddressedDocuments,
  eraseCheckoutSessions,
  eraseCommentTexts,
  eraseEventRegistrations,
  eraseHouseholdDependants,
  eraseHouseholdInvitations,
  eraseLogins,
  eraseMails,
  eraseMessagesReceived,
  eraseOptOuts,
  eraseProfile,
  eraseSessions,
  eraseTwoFactors,
  eraseVerifications,
  forgetInJournal,
  leaveUpcomingAssemblies,
  rowIdsOf,
} from './erasure-steps.ts';
import {
  type ExportSection,
  exportAccountingEntries,
  exportAddressedDocuments,
  exportAssemblies,
  exportDossiers,
  exportEventRegistrations,
  exportGifts,
  exportHouseholdDependants,
  exportHouseholdInvitations,
  exportLoans,
  exportMails,
  exportMemberships,
  exportMessages,
  exportProfile,
} from './export-sections.ts';
import { addressedDocumentFiles, avatarFiles } from './stored-files.ts';
import { refuseWhileMaterialUnreturned } from './unreturned-material.ts';

/** What the administrator's deletion of the account does to a column that refers to it. */
type OnDelete = 'cascade' | 'set null';

type Member = Parameters<typeof exportProfile>[1];

/**
 * Where the data export puts a table's rows: a part of `donnees.json`, filled by `collect` on
 * one of the entries naming it; or `none`, saying in French why the member does not receive it.
 */
type Export =
  | { part: string; collect?: (db: DbOrTx, member: Member) => Promise<ExportSection> }
  | { none: string };

/** What erasure (RGPD art. 17) does to a table's rows about the person; `why` in French where rows stay. */
type Erasure =
  | { fate: 'deleted'; step: ErasureStep }
  | { fate: 'anonymised'; step: ErasureStep; how: string }
  | { fate: 'kept'; why: string; step?: ErasureStep };

export type PersonalData = {
  /** The table's name in the database. */
  table: string;
  /** Its columns that refer to `users`, with the foreign key's ON DELETE: what the deletion does. */
  references: Readonly<Record<string, OnDelete>>;
  /** For a table that finds the person without a foreign key: how, and what the deletion does to it. */
  withoutReference?: { foundBy: string; onDeletion: string };
  export: Export;
  erasure: Erasure;
  /**
   * The kind of file stored for the person that its rows point at: under which storage prefix,
   * and the keys of theirs. An erasure or a deletion removes them from storage once the rows are
   * gone; the export puts them in the archive through its part.
   */
  storedFiles?: { prefix: StoragePrefix; keysOf: (tx: Tx, userId: string) => Promise<string[]> };
  /** The ids of the person's rows, which journal entries may name: the erasure anonymises those entries. */
  journalTargets?: (tx: Tx, userId: string) => Promise<string[]>;
  /** What holds back an erasure or a deletion while the table's rows say so: throws the reason. */
  refusesRemoval?: (tx: Tx, userId: string) => Promise<void>;
};

const ADMINISTRATOR_TRACE =
  'Trace de ce qu’il a fait pour l’association (administrateur, bureau), pas une donnée sur lui-même';
const LOGIN_DATA =
  'Données techniques de connexion (mot de passe chiffré, jetons) : les recopier n’apprend rien au membre et les exposerait';

/**
 * Every table that holds something about a person (RGPD art. 30), and what the data export, the
 * erasure and the administrator's deletion do with it, the files stored for the person and what
 * holds a removal back. The export and the erasure walk this list in its order; the deletion
 * (account-deletion.ts) leaves the rows to the foreign keys declared here, which a test compares
 * with the schema. Erasure and deletion know no table, file or refusal but through this list. A
 * new table with a reference to `users`, or a new kind of file stored for a person, comes here first.
 */
export const PERSONAL_DATA: readonly PersonalData[] = [
  {
    table: 'users',
    references: {},
    withoutReference: { foundBy: 'id', onDeletion: 'Ligne supprimée' },
    export: { part: 'profil', collect: exportProfile },
    erasure: {
      fate: 'anonymised',
      step: eraseProfile,
      how: '« Membre supprimé n°N », coordonnées et photo effacées',
    },
    storedFiles: { prefix: 'avatars', keysOf: avatarFiles },
  },
  {
    table: 'adhesions',
    references: { user_id: 'cascade' },
    export: { part: 'adhesions', collect: exportMemberships },
    erasure: {
      fate: 'kept',
      why: 'Pièces comptables : les totaux du registre des paiements ne doivent pas changer',
    },
    journalTargets: rowIdsOf(adhesions.id, adhesions.user_id),
  },
  {
    table: 'household_dependants',
    references: {},
    withoutReference: {
      foundBy: 'payer_adhesion_id (les adhésions du payeur)',
      onDeletion: 'Supprimées avec les adhésions du payeur',
    },
    export: { part: 'foyer_sans_compte', collect: exportHouseholdDependants },
    // The payer's memberships stay for the accounts; the children's names say nothing of them.
    erasure: { fate: 'deleted', step: eraseHouseholdDependants },
  },
  {
    table: 'household_invitations',
    references: { user_id: 'cascade' },
    export: { part: 'invitations_foyer', collect: exportHouseholdInvitations },
    erasure: { fate: 'deleted', step: eraseHouseholdInvitations },
  },
  {
    table: 'inscriptions_evenements',
    references: { user_id: 'cascade' },
    export: { part: 'inscriptions_evenements', collect: exportEventRegistrations },
    erasure: { fate: 'deleted', step: eraseEventRegistrations },
  },
  {
    table: 'material_loans',
    references: { user_id: 'cascade' },
    export: { part: 'emprunts', collect: exportLoans },
    erasure: {
      fate: 'kept',
      why: 'Historique du matériel de l’association ; les demandes non retirées passent à « Annulé »',
      step: callOffLoans,
    },
    journalTargets: rowIdsOf(materialLoans.id, materialLoans.user_id),
    refusesRemoval: refuseWhileMaterialUnreturned,
  },
  {
    table: 'presences_ag',
    references: { user_id: 'cascade', procuration_user_id: 'set null' },
    export: { part: 'assemblees_generales', collect: exportAssemblies },
    erasure: {
      fate: 'kept',
      why: 'Quorum des AG passées ; pour l’AG à venir, sa réponse et les procurations qu’il devait porter sont retirées',
      step: leaveUpcomingAssemblies,
    },
  },
  {
    table: 'votes_ag',
    references: { user_id: 'cascade', cast_by: 'set null' },
    export: { part: 'assemblees_generales' },
    erasure: { fate: 'kept', why: 'Résultats des votes d’AG, qui ne doivent pas changer' },
  },
  {
    table: 'commentaires_ag',
    references: { user_id: 'cascade' },
    export: { part: 'assemblees_generales' },
    erasure: {
      fate: 'anonymised',
      step: eraseCommentTexts,
      how: 'Le texte devient « Commentaire supprimé »',
    },
    journalTargets: rowIdsOf(commentairesAg.id, commentairesAg.user_id),
  },
  {
    table: 'dossiers',
    references: { user_id: 'set null' },
    export: { part: 'dossiers', collect: exportDossiers },
    erasure: { fate: 'kept', why: 'Dossiers suivis par l’association, sous « Membre supprimé n°N »' },
  },
  {
    table: 'documents',
    references: { user_id: 'cascade', uploader_id: 'set null' },
    export: { part: 'documents_adresses', collect: exportAddressedDocuments },
    erasure: { fate: 'deleted', step: eraseAddressedDocuments },
    storedFiles: { prefix: 'documents', keysOf: addressedDocumentFiles },
    journalTargets: rowIdsOf(documents.id, documents.user_id),
  },
  {
    table: 'mail_outbox',
    references: {},
    withoutReference: {
      foundBy: 'to (adresse du membre)',
      onDeletion: 'Gardés jusqu’à la purge des mails de plus de 30 jours',
    },
    export: { part: 'mails_recus', collect: exportMails },
    erasure: { fate: 'deleted', step: eraseMails },
  },
  {
    table: 'message_recipients',
    references: { user_id: 'cascade' },
    export: { part: 'messages_recus', collect: exportMessages },
    erasure: { fate: 'deleted', step: eraseMessagesReceived },
  },
  {
    table: 'message_opt_outs',
    references: { user_id: 'cascade' },
    export: { part: 'profil' },
    erasure: { fate: 'deleted', step: eraseOptOuts },
  },
  {
    table: 'sessions',
    references: { user_id: 'cascade' },
    export: { none: LOGIN_DATA },
    erasure: { fate: 'deleted', step: eraseSessions },
  },
  {
    table: 'accounts',
    references: { user_id: 'cascade' },
    export: { none: LOGIN_DATA },
    erasure: { fate: 'deleted', step: eraseLogins },
  },
  {
    table: 'two_factors',
    references: { user_id: 'cascade' },
    export: { none: LOGIN_DATA },
    erasure: { fate: 'deleted', step: eraseTwoFactors },
  },
  {
    table: 'verifications',
    references: {},
    withoutReference: {
      foundBy: 'value (identifiant du membre)',
      onDeletion: 'Gardés jusqu’à leur expiration (1 heure au plus)',
    },
    export: { none: LOGIN_DATA },
    erasure: { fate: 'deleted', step: eraseVerifications },
  },
  {
    table: 'checkout_sessions',
    references: { user_id: 'cascade' },
    export: {
      none: 'Paiement en ligne en cours : une fois abouti, il figure dans les adhésions ou les dons',
    },
    erasure: {
      fate: 'deleted',
      step: eraseCheckoutSessions,
    },
  },
  {
    table: 'donors',
    references: { user_id: 'set null' },
    export: { part: 'dons', collect: exportGifts },
    erasure: {
      fate: 'anonymised',
      step: anonymiseMemberDonor,
      how: 'Le donateur prend le nom « Membre supprimé n°N », ses coordonnées sont effacées ; dons et reçus restent. Ses dons faits sous une autre identité ou pour une entreprise sont ceux d’un donateur à part, qui a son propre export et son propre effacement',
    },
  },
  {
    table: 'ag_secret_voters',
    references: { user_id: 'cascade', cast_by: 'set null' },
    export: { none: 'Seul le fait d’avoir voté, sans le vote, qui reste secret' },
    erasure: {
      fate: 'kept',
      why: 'Empêche de voter deux fois ; le nombre de votants d’un scrutin secret ne doit pas changer',
    },
  },
  {
    table: 'structures',
    references: { user_id: 'set null' },
    export: { none: 'Fiche d’une structure partenaire, tenue par l’association' },
    erasure: { fate: 'kept', why: 'Fiche de l’association sur une structure partenaire, pas sur le membre' },
  },
  {
    table: 'assemblees_generales',
    references: { chair_id: 'set null', secretary_id: 'set null' },
    export: { none: ADMINISTRATOR_TRACE },
    erasure: {
      fate: 'kept',
      why: 'Le procès-verbal de l’AG nomme son président et son secrétaire de séance',
    },
  },
  {
    table: 'messages',
    references: { created_by: 'set null' },
    export: { none: ADMINISTRATOR_TRACE },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'association_settings',
    references: { updated_by: 'set null' },
    export: { none: ADMINISTRATOR_TRACE },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'legal_infos',
    references: { updated_by: 'set null' },
    export: { none: ADMINISTRATOR_TRACE },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'donations',
    references: { recorded_by: 'set null' },
    export: { none: 'Le don lui-même est exporté par le donateur (dons) ; ici, qui l’a saisi' },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'donation_receipts',
    references: { issued_by: 'set null', cancelled_by: 'set null' },
    export: { none: 'Le reçu lui-même est exporté par le donateur (dons) ; ici, qui l’a émis ou annulé' },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'accounting_entries',
    references: { user_id: 'set null', created_by: 'set null' },
    export: { part: 'ecritures_comptables', collect: exportAccountingEntries },
    erasure: {
      fate: 'kept',
      why: 'Livres de l’association, conservés dix ans (code de commerce, art. L123-22) : ses écritures restent, au nom anonymisé « Membre supprimé n°N » ; leurs justificatifs sont des pièces comptables',
    },
    journalTargets: rowIdsOf(accountingEntries.id, accountingEntries.user_id),
  },
  {
    table: 'accounting_years',
    references: { closed_by: 'set null' },
    export: { none: ADMINISTRATOR_TRACE },
    erasure: { fate: 'kept', why: ADMINISTRATOR_TRACE },
  },
  {
    table: 'audit_log',
    references: { actor_id: 'set null' },
    export: { none: 'Journal de l’association, tenu pour sa responsabilité (RGPD art. 5.2)' },
    erasure: {
      fate: 'anonymised',
      step: forgetInJournal,
      how: 'Les entrées qui le visent prennent le nom anonymisé ; ses actions d’administrateur gardent son nom',
    },
  },
];

/** Refuses an erasure or a deletion that an entry holds back, with its reason. */
export async function refuseRemovalIfHeldBack(tx: Tx, userId: string): Promise<void> {
  for (const entry of PERSONAL_DATA) await entry.refusesRemoval?.(tx, userId);
}

/** The ids of the person's rows that journal entries may name, read before some of them go. */
export async function journalTargetsOf(tx: Tx, userId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of PERSONAL_DATA) ids.push(...((await entry.journalTargets?.(tx, userId)) ?? []));
  return ids;
}

/**
 * The person's stored files, read before their rows go. Only keys under the prefix their entry
 * declares are kept, so a row pointing elsewhere (an image of the association) never costs a file.
 */
export async function storedFilesOf(tx: Tx, userId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const { storedFiles } of PERSONAL_DATA) {
    if (!storedFiles) continue;
    const declared = await storedFiles.keysOf(tx, userId);
    keys.push(...declared.filter((key) => key.startsWith(`${storedFiles.prefix}/`) && isValidKey(key)));
  }
  return keys;
}

/**
 * Removes the files `storedFilesOf` read, once the transaction that removed their rows committed.
 * Best effort: a file left behind costs some bytes, never a member's data.
 */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => undefined);
}
