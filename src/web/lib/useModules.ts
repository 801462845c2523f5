import { isModuleOn, type ModuleName } from '../../domain/modules.ts';
import { useAssociation } from './useAssociation.ts';

/**
 * Whether a module's menus, pages and cards show, as the association read at start says. Until it
 * is read (or if it cannot be), every module shows: the server still answers 404 for one that is
 * switched off.
 */
export function useModuleOn(): (module: ModuleName) => boolean {
  const association = useAssociation();
  return (module) => (association ? isModuleOn(association.modules, module) : true);
}
