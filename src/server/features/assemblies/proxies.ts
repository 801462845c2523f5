import { and, eq, ne } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import { PROXY_RULES } from '../../../domain/assembly-proxies.ts';
import { NO_VOTE_MESSAGE } from '../../../domain/assembly-resolutions.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presencesAg } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import type { AssemblyRow } from './presenters.ts';
import { hasVote } from './voters.ts';

const field = 'procuration_user_id';
const refusal = (
  status: 400 | 409,
  code: 'SELF_PROXY' | 'UNKNOWN_PROXY' | 'PROXY_REFUSED',
  message: string,
) => new AppError(status, code, message, [{ path: field, message }]);
const refused = (message: string) => refusal(409, 'PROXY_REFUSED', message);

export const selfProxy = () => refusal(400, 'SELF_PROXY', AG_RULES.selfProxy);

type ProxyRequest = {
  assembly: Pick<AssemblyRow, 'id' | 'date'>;
  giverId: string;
  holderId: string;
  rules: Pick<AssociationSettings, 'ag_voters' | 'ag_max_proxies'>;
};

/**
 * Whether a member may give their proxy to another, by the statutes' rules: both have a vote, the
 * holder gave none of their own, the giver holds none (no chain) and the holder stays within the
 * maximum. Call it in the writing transaction: both accounts stay locked until its end, always in
 * the same order, so that proxies given concurrently to one holder are counted one after the other and two
 * members cannot give theirs to each other at the same moment.
 */
export async function checkProxyAllowed(tx: DbOrTx, { assembly, giverId, holderId, rules }: ProxyRequest) {
  if (rules.ag_max_proxies === 0) throw refused(PROXY_RULES.none);
  const unknown = () => refusal(400, 'UNKNOWN_PROXY', AG_RULES.unknownProxy);
  const accounts = new Map<string, Awaited<ReturnType<typeof lockLiveAccount>>>();
  for (const id of [giverId, holderId].sort())
    accounts.set(id, await lockLiveAccount(tx, id, { lock: 'update', missing: unknown }));
  const holder = accounts.get(holderId);
  if (!holder?.is_active) throw unknown();

  const scope = { rule: rules.ag_voters, assemblyDate: assembly.date };
  if (!(await hasVote(tx, scope, giverId)))
    throw refused(PROXY_RULES.giverHasNoVote(NO_VOTE_MESSAGE[rules.ag_voters]));
  if (!(await hasVote(tx, scope, holderId))) throw refused(PROXY_RULES.holderHasNoVote(holder));

  const ofAssembly = eq(presencesAg.ag_id, assembly.id);
  // One statement after the other: a transaction runs on one connection.
  const [holderRow] = await tx
    .select({ procuration_user_id: presencesAg.procuration_user_id })
    .from(presencesAg)
    .where(and(ofAssembly, eq(presencesAg.user_id, holderId)));
  const heldByGiver = await tx.$count(
    presencesAg,
    and(ofAssembly, eq(presencesAg.procuration_user_id, giverId)),
  );
  const heldByHolder = await tx.$count(
    presencesAg,
    and(ofAssembly, eq(presencesAg.procuration_user_id, holderId), ne(presencesAg.user_id, giverId)),
  );
  if (holderRow?.procuration_user_id) throw refused(PROXY_RULES.holderGaveProxy(holder));
  if (heldByGiver > 0) throw refused(PROXY_RULES.giverHoldsProxies);
  if (heldByHolder >= rules.ag_max_proxies)
    throw refused(PROXY_RULES.holderFull(holder, rules.ag_max_proxies));
}
