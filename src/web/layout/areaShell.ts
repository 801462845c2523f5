import type { AppShellProps } from '@mantine/core';

/**
 * The geometry of the member and admin areas' shell, shared by the frame (`AppFrame`) and by what
 * stands in for it while its code arrives (`AreaPlaceholder`): the page's title sits at the same
 * place in both, so the one replaces the other without anything moving.
 */
export function areaShell(
  isNavOpened: boolean,
): Pick<AppShellProps, 'header' | 'navbar' | 'footer' | 'padding'> {
  return {
    header: { height: 60 },
    navbar: { width: 270, breakpoint: 'sm', collapsed: { mobile: !isNavOpened } },
    footer: { height: 52 },
    padding: 'lg',
  };
}
