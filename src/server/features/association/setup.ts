import type { AssociationSetup, AssociationSetupState } from '../../../domain/association-identity.ts';
import type { AppContext } from '../../app-context.ts';
import { associationSettings } from '../../db/schema.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';
import { SETTINGS_TARGET } from '../settings/journal.ts';
import { getAssociationSettings, saveSomeSettings, updateAssociationSettings } from '../settings/service.ts';

type SetupContext = Pick<AppContext, 'db' | 'config'>;

/**
 * Read from the row, never the settings' cache: the flag changes once, and an administrator who
 * just answered must not be asked again by a process that has not heard of it yet.
 */
async function isSetupDone(ctx: SetupContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ setup_done_at: associationSettings.setup_done_at })
    .from(associationSettings);
  return Boolean(row?.setup_done_at);
}

export async function getSetupState(ctx: SetupContext): Promise<AssociationSetupState> {
  const settings = await getAssociationSettings(ctx);
  return {
    pending: !(await isSetupDone(ctx)),
    values: {
      name: settings.name,
      address: settings.address,
      season_start_month: settings.season_start_month,
      season_early_weeks: settings.season_early_weeks,
    },
  };
}

/** Records that the step was answered, saved or put off, so that it never shows again. */
async function markSetupDone(ctx: SetupContext, actor: Administrator, answer: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(associationSettings).for('update');
    if (row?.setup_done_at) return;
    const now = new Date();
    await saveSomeSettings(tx, { setup_done_at: now });
    await recordChanges(tx, actor, {
      action: 'settings.setup',
      target: SETTINGS_TARGET,
      before: { premiers_pas: null },
      after: { premiers_pas: answer },
    });
  });
}

/** The first sign-in's answers replace those four settings; the others stay as they are. */
export async function saveSetup(
  ctx: SetupContext,
  input: AssociationSetup,
  actor: Administrator,
): Promise<AssociationSetupState> {
  const current = await getAssociationSettings(ctx);
  await updateAssociationSettings(ctx, { ...current, ...input }, actor);
  await markSetupDone(ctx, actor, 'enregistrés');
  return getSetupState(ctx);
}

export async function skipSetup(ctx: SetupContext, actor: Administrator): Promise<AssociationSetupState> {
  await markSetupDone(ctx, actor, 'remis à plus tard');
  return getSetupState(ctx);
}
