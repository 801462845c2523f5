import { DEFAULT_REMINDER_DAYS } from '../../src/domain/settings.ts';
import { associationSettings } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

/** Printed on the certificates and the receipts: typed once, in the association's settings. */
export const DEMO_ADDRESS = '1 place de la Mairie\n69000 Lyon';

/**
 * The spec's association (its name and season stay as configured) with its address, its first
 * sign-in step already answered: the demo's administrator lands on the dashboard as it is used.
 */
export async function seedAssociation({ tx }: DemoContext) {
  const values = { address: DEMO_ADDRESS, setup_done_at: new Date() };
  await tx
    .insert(associationSettings)
    .values({ id: 1, reminder_days_after: DEFAULT_REMINDER_DAYS.after, ...values })
    .onConflictDoUpdate({ target: associationSettings.id, set: values });
}
