import { describe, expect, it } from 'vitest';
import { comparatorRoutes } from '../features/comparator/routes.tsx';
import { dossiersRoutes } from '../features/dossiers/routes.tsx';
import { materialsRoutes } from '../features/materials/routes.tsx';
import { questionsRoutes } from '../features/questions/routes.tsx';
import { structuresRoutes } from '../features/structures/routes.tsx';
import type { FeatureRoutes } from '../lib/routes.tsx';
import { ADMIN_NAV, MEMBER_NAV } from './navItems.ts';

const MODULE_FEATURES: FeatureRoutes[] = [
  structuresRoutes,
  dossiersRoutes,
  questionsRoutes,
  comparatorRoutes,
  materialsRoutes,
];

/** Each address of a module's pages, with the module: `/material/loans` → `materials`. */
const moduleOfPath = new Map(
  MODULE_FEATURES.flatMap(({ module, member = [], admin = [] }) => [
    ...member.map((route) => [`/${route.path}`, module] as const),
    ...admin.map((route) => [`/admin/${route.path}`, module] as const),
  ]),
);

describe('the menus', () => {
  it('mark every entry that leads to a module’s page with that module, so that it goes with it', () => {
    const entries = [...MEMBER_NAV, ...ADMIN_NAV];
    expect(MODULE_FEATURES.every((feature) => feature.module)).toBe(true);
    expect(entries.filter((entry) => moduleOfPath.has(entry.to)).length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) expect(entry.module, entry.to).toBe(moduleOfPath.get(entry.to));
  });
});
