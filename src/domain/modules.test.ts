import { describe, expect, it } from 'vitest';
import { ALL_MODULES_ON, isModuleOn, MODULE_LABELS, MODULES, moduleSwitchesSchema } from './modules.ts';

describe('the module switches', () => {
  it('keep every module on by default, each with its French name', () => {
    expect(MODULES.every((module) => isModuleOn(ALL_MODULES_ON, module))).toBe(true);
    expect(MODULES.map((module) => MODULE_LABELS[module].label)).toEqual([
      'Structures',
      'Dossiers',
      'Questions inspirantes',
      'Comparateur de formats',
      'Carte « recueil d’un souvenir »',
      'Prêt de matériel',
    ]);
  });

  it('hide the souvenir card with the inspiring questions it leads to', () => {
    expect(isModuleOn({ ...ALL_MODULES_ON, questions: false }, 'souvenir')).toBe(false);
    expect(isModuleOn({ ...ALL_MODULES_ON, souvenir: false }, 'questions')).toBe(true);
    expect(isModuleOn({ ...ALL_MODULES_ON, souvenir: false }, 'souvenir')).toBe(false);
  });

  it('refuse a set that misses a module', () => {
    const { comparator: _comparator, ...rest } = ALL_MODULES_ON;
    const parsed = moduleSwitchesSchema.safeParse(rest);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['comparator', 'Choix invalide'],
    ]);
  });
});
