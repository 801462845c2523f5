import { z } from './zod.ts';

/**
 * The parts of the app an association may not use. Each stays on until an administrator switches
 * it off in `/admin/parametres`; off, it is hidden from every menu and page and its API answers
 * 404, its data kept for the day it is switched back on.
 */
export const MODULES = [
  'structures',
  'dossiers',
  'questions',
  'comparator',
  'souvenir',
  'materials',
] as const;
export type ModuleName = (typeof MODULES)[number];

/** How the settings page and the journal name each module, and what it holds. */
export const MODULE_LABELS: Record<ModuleName, { label: string; description: string }> = {
  structures: {
    label: 'Structures',
    description: 'Les structures partenaires (EHPAD, hôpitaux, résidences)',
  },
  dossiers: { label: 'Dossiers', description: 'Le suivi des projets de recueil, étape par étape' },
  questions: { label: 'Questions inspirantes', description: 'Le tirage d’une question et leur liste' },
  comparator: { label: 'Comparateur de formats', description: 'La comparaison des formats de restitution' },
  souvenir: {
    label: 'Carte « recueil d’un souvenir »',
    description: 'La carte du tableau de bord qui mène aux questions inspirantes',
  },
  materials: { label: 'Prêt de matériel', description: 'Le catalogue, les réservations et les emprunts' },
};

/** Which modules are on: every one of them, each time the whole set is saved. */
export const moduleSwitchesSchema = z.object(
  Object.fromEntries(MODULES.map((module) => [module, z.boolean({ error: 'Choix invalide' })])) as Record<
    ModuleName,
    z.ZodBoolean
  >,
);
export type ModuleSwitches = z.infer<typeof moduleSwitchesSchema>;

/** Nothing is switched off until an administrator says so: an existing installation keeps every page. */
export const ALL_MODULES_ON = Object.fromEntries(MODULES.map((module) => [module, true])) as ModuleSwitches;

/** The journal's field for a module's switch, apart from any other field named like a module. */
export const moduleAuditField = (module: ModuleName) => `module_${module}`;

/** The journal's words for each switch: « Module Structures ». */
export const MODULE_AUDIT_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  MODULES.map((module) => [moduleAuditField(module), `Module ${MODULE_LABELS[module].label}`]),
);

/** The souvenir card leads to the inspiring questions: it goes with them. */
const LEADS_TO: Partial<Record<ModuleName, ModuleName>> = { souvenir: 'questions' };

/** Whether the pages, menus and cards of a module show: it is on, and so is the module it leads to. */
export function isModuleOn(switches: ModuleSwitches, module: ModuleName): boolean {
  const target = LEADS_TO[module];
  return switches[module] && (target === undefined || switches[target]);
}
