export const AG_STATUSES = ['a_venir', 'en_cours', 'terminee'] as const;
export type AgStatus = (typeof AG_STATUSES)[number];

export const AG_STATUS_LABELS: Record<AgStatus, string> = {
  a_venir: 'À venir',
  en_cours: 'En cours',
  terminee: 'Terminée',
};

export const VOTE_VALUES = ['oui', 'non', 'abstention'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export const VOTE_LABELS: Record<VoteValue, string> = {
  oui: 'Oui',
  non: 'Non',
  abstention: 'Ne se prononce pas',
};

export const VOTE_QUESTIONS = [
  'Approuvez-vous le bilan moral ?',
  'Approuvez-vous le bilan financier ?',
] as const;

/**
 * The spec leaves the document type free; it becomes part of the storage key
 * (`{type}_{timestamp}.{ext}`), so it is one of these slugs.
 */
export const AG_DOCUMENT_TYPES = [
  'convocation',
  'ordre_du_jour',
  'rapport_moral',
  'rapport_financier',
  'proces_verbal',
  'autre',
] as const;
export type AgDocumentType = (typeof AG_DOCUMENT_TYPES)[number];

export const AG_DOCUMENT_TYPE_LABELS: Record<AgDocumentType, string> = {
  convocation: 'Convocation',
  ordre_du_jour: 'Ordre du jour',
  rapport_moral: 'Rapport moral',
  rapport_financier: 'Rapport financier',
  proces_verbal: 'Procès-verbal',
  autre: 'Autre',
};

/** The spec's texts of the AG screens (red banner on both pages). */
export const AG_MESSAGES = {
  none: "Aucune assemblée générale n'est disponible pour le moment.",
  noPast: 'Aucune assemblée générale passée.',
  voteSaved: 'Vote enregistré',
  generic: 'Une erreur est survenue',
  presence: 'Erreur lors de la mise à jour de la présence',
  proxy: 'Erreur lors de la mise à jour de la procuration',
  vote: "Erreur lors de l'enregistrement du vote",
  comment: "Erreur lors de l'envoi du commentaire",
  save: 'Erreur lors de la sauvegarde',
  delete: 'Erreur lors de la suppression',
  upload: "Erreur lors de l'upload du document",
  exportPresences: "Erreur lors de l'export des présences",
  exportVotes: "Erreur lors de l'export des votes",
  commentPlaceholder: "Vos questions ou commentaires pour l'AG...",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette assemblée générale ?',
  confirmDeleteDocument: 'Êtes-vous sûr de vouloir supprimer ce document ?',
  created: 'Assemblée générale créée',
  updated: 'Assemblée générale modifiée',
  deleted: 'Assemblée générale supprimée',
  documentAdded: 'Document ajouté',
  documentDeleted: 'Document supprimé',
  commentHidden: 'Commentaire masqué',
  commentShown: 'Commentaire rétabli',
  presenceSaved: 'Présence enregistrée',
  presenceRemoved: 'Présence retirée',
  proxySaved: 'Procuration enregistrée',
  proxyRemoved: 'Procuration retirée',
} as const;

/** What the board uploads for one AG (convocation, reports, minutes…): the member page shows them all. */
export const AG_DOCUMENTS_MAX = 20;

/** What the server answers when a status rule refuses a change. */
export const AG_RULES = {
  participationClosed: "La présence et la procuration ne se modifient que lorsque l'AG est à venir",
  votingClosed: "Le vote n'est ouvert que lorsque l'AG est en cours",
  selfProxy: 'Vous ne pouvez pas vous donner procuration à vous-même',
  unknownProxy: 'Sélectionnez un membre validé',
  notFound: 'Assemblée générale introuvable',
  commentNotFound: 'Commentaire introuvable',
  memberNotFound: 'Membre introuvable',
  finished:
    'Une assemblée terminée ne peut plus être modifiée : ses votes et son procès-verbal sont définitifs',
  kept: "Une assemblée terminée ne se supprime pas : ses votes, ses chiffres et son procès-verbal gardent ce qu'elle a décidé",
  tooManyDocuments: `Une assemblée générale compte au plus ${AG_DOCUMENTS_MAX} documents : supprimez-en un avant d’en ajouter`,
} as const;

/**
 * An AG's comments grow with the association: they come a page at a time, the latest first, ten
 * to a page so that a page stays under 100 KB with every comment at its 5,000 characters.
 */
export const COMMENTS_PAGE_SIZE = 10;

/** An association holds an AG or two a year: ten to a page, the latest first. */
export const ASSEMBLIES_PAGE_SIZE = 10;

/**
 * The finished AGs a member may look back on, the latest first. Each comes with its agenda (up to
 * 50 points of 500 characters), its documents (up to 20) and its tally: two to a page keep a page
 * under 100 KB whatever they hold, and an association holds one or two a year.
 */
export const PAST_ASSEMBLIES_PAGE_SIZE = 2;

/** 'ag-hds.ics' and 'Assemblée Générale HDS' for the default initials. */
export const calendarFileName = (initials: string) => `ag-${initials.toLowerCase()}.ics`;
export const calendarTitle = (initials: string) => `Assemblée Générale ${initials}`;
export const AG_CALENDAR_HOURS = 3;
