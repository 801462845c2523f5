import type { Association } from '../../../domain/association.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import { getModuleSwitches } from '../modules/service.ts';
import { pricesOfTypes } from '../offers/offers.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { findLogoKey, logoPath } from './logo.ts';

/** What every page needs before it draws: the association's identity, fees, season and modules. */
export async function getAssociation(ctx: Pick<AppContext, 'db' | 'config'>): Promise<Association> {
  const settings = await getAssociationSettings(ctx);
  return {
    name: settings.name,
    initials: settings.initials,
    email: settings.email,
    fees: await pricesOfTypes(ctx.db),
    season: seasonOf(settings),
    payment_provider: ctx.config.paymentProvider,
    modules: await getModuleSwitches(ctx),
    logo_url: logoPath(await findLogoKey(ctx.db)),
  };
}
