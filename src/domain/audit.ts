/**
 * What the journal records: each administrator action that changes data, by key, with the French
 * words `/admin/journal` shows for it.
 */
export const AUDIT_ACTIONS = {
  'member.validate': 'Validation d’un compte',
  'member.create': 'Création d’un membre',
  'member.update': 'Modification d’un membre',
  'member.role': 'Changement de rôle',
  'member.delete': 'Suppression d’un membre',
  'member.import': 'Import de membres',
  'member.invite': 'Invitation renvoyée',
  'member.erasure-confirm': 'Effacement d’un compte confirmé',
  'member.erasure-due': 'Effacement d’un compte après 30 jours',
  'membership.create': 'Ajout d’une adhésion',
  'membership.update': 'Modification d’une adhésion',
  'membership.delete': 'Suppression d’une adhésion',
  'document.create': 'Ajout d’un document',
  'document.update': 'Modification d’un document',
  'document.delete': 'Suppression d’un document',
  'event.create': 'Création d’un événement',
  'event.update': 'Modification d’un événement',
  'event.delete': 'Suppression d’un événement',
  'structure.create': 'Ajout d’une structure',
  'structure.update': 'Modification d’une structure',
  'structure.delete': 'Suppression d’une structure',
  'dossier.update': 'Modification d’un dossier',
  'dossier.delete': 'Suppression d’un dossier',
  'question.create': 'Ajout d’une question',
  'question.update': 'Modification d’une question',
  'question.delete': 'Suppression d’une question',
  'assembly.create': 'Création d’une assemblée générale',
  'assembly.update': 'Modification d’une assemblée générale',
  'assembly.delete': 'Suppression d’une assemblée générale',
  'legal.update': 'Modification d’un texte légal',
  'material.create': 'Ajout d’un matériel',
  'material.update': 'Modification d’un matériel',
  'material.delete': 'Suppression d’un matériel',
  'category.create': 'Ajout d’une catégorie de matériel',
  'category.update': 'Modification d’une catégorie de matériel',
  'category.delete': 'Suppression d’une catégorie de matériel',
  'loan.transition': 'Changement d’état d’un prêt',
  'settings.update': 'Modification des paramètres',
  'reminders.send': 'Envoi des relances',
  'backup.download': 'Téléchargement d’une sauvegarde',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The changed fields of one action, each with what it read before and after. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;
