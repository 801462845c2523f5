import { type SQL, sql } from 'drizzle-orm';
import type { MembershipFilter } from '../../../domain/members.ts';
import { adhesions, users } from '../../db/schema.ts';

/** The member holds a membership meeting `condition`; `adhesions_user_idx` finds their rows. */
const holdsMembership = (condition?: SQL) =>
  sql`exists (select 1 from ${adhesions} where ${adhesions.user_id} = ${users.id}${condition ? sql` and ${condition}` : sql``})`;

/** Not over yet, in the sense of `effectiveStatus`: a membership ends on its date_fin. */
const running = (statut: 'active' | 'pending', today: string) =>
  holdsMembership(sql`${adhesions.statut} = ${statut} and ${adhesions.date_fin} > ${today}`);

/**
 * The register's filter, as `pickDisplayedMembership` shows a member: à jour with a running
 * active membership; en attente with a pending one and no active one; expirée with memberships
 * that are all over. A member who never held one (or was refused) shows under "Tous" only.
 */
export function matchesMembershipFilter(filter: MembershipFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'tous':
      return undefined;
    case 'a_jour':
      return running('active', today);
    case 'en_attente':
      return sql`${running('pending', today)} and not ${running('active', today)}`;
    case 'expiree':
      // A refused sign-up was never a membership: it does not make its member one whose lapsed.
      return sql`${holdsMembership(sql`${adhesions.statut} <> 'refused'`)} and not ${running('active', today)} and not ${running('pending', today)}`;
  }
}
