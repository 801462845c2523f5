import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/**
 * A component fetched the first time it renders: for what a page does not show at first (a
 * modal, a form), so the page's own code does not wait for it. Render it inside `<Suspense>`.
 */
export function lazyNamed<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<Module[Name]>> }));
}
