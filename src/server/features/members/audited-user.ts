import { ROLE_LABELS } from '../../../domain/members.ts';
import { users } from '../../db/schema.ts';
import { personLabel } from '../audit/record.ts';

/** A member's fields as the journal shows them; never the password. */
export const auditedColumns = {
  email: users.email,
  prenom: users.prenom,
  nom: users.nom,
  telephone: users.telephone,
  adresse: users.adresse,
  code_postal: users.code_postal,
  ville: users.ville,
  role: users.role,
  statut_membre: users.statut_membre,
  fonction: users.fonction,
};

type AuditedUser = Pick<typeof users.$inferSelect, keyof typeof auditedColumns>;

/** The fields the journal records for a member, the role in words. */
export const audited = ({ role, ...profile }: AuditedUser) => ({ ...profile, role: ROLE_LABELS[role] });

export const userTarget = (id: string, user: { prenom: string; nom: string }) => ({
  type: 'user',
  id,
  label: personLabel(user),
});
