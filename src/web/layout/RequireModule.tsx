import { Outlet } from 'react-router';
import type { ModuleName } from '../../domain/modules.ts';
import { useModuleOn } from '../lib/useModules.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A module's pages: « Page introuvable » at their addresses while it is switched off. */
export function RequireModule({ module }: { module: ModuleName }) {
  const isOn = useModuleOn();
  return isOn(module) ? <Outlet /> : <NotFoundPage />;
}
