import type { AuditAction, AuditChanges } from '../../src/domain/audit.ts';
import { auditLog, evenements, materials } from '../../src/server/db/schema.ts';
import { changedFields, personLabel } from '../../src/server/features/audit/record.ts';
import type { DemoContext } from './demo-context.ts';

type DemoEntry = {
  daysAgo: number;
  action: AuditAction;
  target: { type: string; id: string; label: string };
  changes: AuditChanges;
};

/**
 * What the demo administrator did these last weeks, as /admin/journal lists it. Each row is dated
 * in the past, so that the journal reads in order: the seed writes everything at one instant.
 */
export async function seedAudit({ tx, admin, members }: DemoContext) {
  const [event] = await tx
    .select({ id: evenements.id, titre: evenements.titre, lieu: evenements.lieu })
    .from(evenements)
    .limit(1);
  const [material] = await tx
    .select({ id: materials.id, name: materials.name, total: materials.total_quantity })
    .from(materials)
    .limit(1);
  const [president, treasurer] = members;
  if (!event || !material || !president || !treasurer) {
    throw new Error('the demo journal follows the members, events and materials');
  }
  const entries: DemoEntry[] = [
    {
      daysAgo: 21,
      action: 'member.validate',
      target: { type: 'user', id: president.id, label: personLabel(president) },
      changes: { is_active: { before: false, after: true } },
    },
    {
      daysAgo: 14,
      action: 'member.update',
      target: { type: 'user', id: treasurer.id, label: personLabel(treasurer) },
      changes: changedFields({ fonction: 'Membre' }, { fonction: 'Trésorier(e)' }),
    },
    {
      daysAgo: 9,
      action: 'event.update',
      target: { type: 'event', id: event.id, label: event.titre },
      changes: changedFields({ lieu: 'Salle des fêtes' }, { lieu: event.lieu }),
    },
    {
      daysAgo: 5,
      action: 'material.update',
      target: { type: 'material', id: material.id, label: material.name },
      changes: changedFields({ total_quantity: material.total - 1 }, { total_quantity: material.total }),
    },
  ];
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      at: new Date(Date.now() - entry.daysAgo * 86_400_000),
      actor_id: admin.id,
      actor_name: personLabel(admin),
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id,
      target_label: entry.target.label,
      changes: entry.changes,
    })),
  );
}
