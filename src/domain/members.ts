export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { member: 'Utilisateur', admin: 'Administrateur' };

export const MEMBER_STATUSES = ['Membre Ordinaire', 'Membre Actif', 'Membre Fondateur'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_FUNCTIONS = ['Membre', 'Président', 'Secrétaire', 'Trésorier(e)'] as const;
export type MemberFunction = (typeof MEMBER_FUNCTIONS)[number];

export const ADHESION_TYPES = ['standard', 'premium', 'bienfaiteur'] as const;
export type AdhesionType = (typeof ADHESION_TYPES)[number];

export const ADHESION_STATUSES = ['active', 'pending', 'expired'] as const;
export type AdhesionStatus = (typeof ADHESION_STATUSES)[number];

export const PAYMENT_MODES = ['Carte Bancaire', 'Chèque', 'Espèce', 'Virement'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A membership lasts one year from its start date. */
export function addOneYear(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
