import { eq, sql } from 'drizzle-orm';
import {
  ALL_MODULES_ON,
  MODULES,
  type ModuleName,
  type ModuleSwitches,
  moduleAuditField,
} from '../../../domain/modules.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { moduleSwitches } from '../../db/schema.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';

const MODULES_TARGET = { type: 'settings', id: null, label: 'Modules de l’association' };

const isKnown = (module: string): module is ModuleName => (MODULES as readonly string[]).includes(module);

/** Every switch, on unless an administrator switched it off. */
export async function getModuleSwitches({ db }: { db: DbOrTx }): Promise<ModuleSwitches> {
  const rows = await db.select().from(moduleSwitches);
  const switches = { ...ALL_MODULES_ON };
  for (const row of rows) if (isKnown(row.module)) switches[row.module] = row.enabled;
  return switches;
}

const switchOf = preparedStatement('module-switch', (db, name) =>
  db
    .select({ enabled: moduleSwitches.enabled })
    .from(moduleSwitches)
    .where(eq(moduleSwitches.module, sql.placeholder('module')))
    .prepare(name),
);

/**
 * Read from the database at each request of the module's routes, not kept by the process: a
 * switch turned off through one process closes the module on every other at once.
 */
export async function isModuleSwitchedOn(db: DbOrTx, module: ModuleName): Promise<boolean> {
  const [row] = await switchOf(db).execute({ module });
  return row?.enabled ?? true;
}

const auditColumns = (switches: ModuleSwitches) =>
  Object.fromEntries(MODULES.map((module) => [moduleAuditField(module), switches[module]]));

/** Saves every switch at once, as the settings page sends them, and journals those that changed. */
export async function updateModuleSwitches(
  { db }: Pick<AppContext, 'db'>,
  input: ModuleSwitches,
  actor: Administrator,
): Promise<ModuleSwitches> {
  await db.transaction(async (tx) => {
    // Two administrators saving together each journal what they replaced, not what both read.
    await tx.execute(sql`lock table ${moduleSwitches} in exclusive mode`);
    const before = await getModuleSwitches({ db: tx });
    await tx
      .insert(moduleSwitches)
      .values(MODULES.map((module) => ({ module, enabled: input[module] })))
      .onConflictDoUpdate({
        target: moduleSwitches.module,
        set: { enabled: sql`excluded.enabled`, updated_at: sql`now()` },
      });
    await recordChanges(tx, actor, {
      action: 'modules.update',
      target: MODULES_TARGET,
      before: auditColumns(before),
      after: auditColumns(input),
    });
  });
  return getModuleSwitches({ db });
}
