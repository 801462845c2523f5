import { todayIso } from './members.ts';

/** A request to erase an account is carried out by the association within this many days (RGPD art. 12). */
export const ERASURE_DELAY_DAYS = 30;
/** A registration never validated nor paid is deleted after this many days. */
export const UNVALIDATED_ACCOUNT_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** What an erased account reads everywhere it is still listed (memberships, payments, loans, AG). */
export const ERASED_MEMBER_PRENOM = 'Membre supprimé';
export const erasedMemberNom = (number: number) => `n°${number}`;
export const erasedMemberName = (number: number) => `${ERASED_MEMBER_PRENOM} ${erasedMemberNom(number)}`;
/** The text an erased member's AG comments keep. */
export const ERASED_COMMENT = 'Commentaire supprimé';

/** An administrator's own request is confirmed by another one: nobody erases themselves by mistake. */
export const canConfirmErasure = (admin: { id: string }, request: { id: string }) => admin.id !== request.id;

/** The day an erasure request is carried out at the latest. */
export const erasureDueAt = (requestedAt: string | Date) =>
  new Date(new Date(requestedAt).getTime() + ERASURE_DELAY_DAYS * DAY_MS).toISOString();

/** The download of "Télécharger mes données". */
export const dataExportFileName = () => `mes-donnees-${todayIso()}.zip`;

export const WRONG_PASSWORD = 'Mot de passe incorrect';

/** What the erasure jobs did in one run. */
export type RetentionRun = { erased: number; deleted: number };

/** What the server answers when it refuses a request. */
export const NO_PENDING_REQUEST = 'Aucune demande de suppression en attente pour ce compte';
export const CANNOT_ERASE_SELF = 'Un autre administrateur doit confirmer l’effacement de votre propre compte';
export const MATERIAL_NOT_RETURNED =
  'Ce membre a du matériel emprunté non rendu : enregistrez son retour avant d’effacer son compte';
