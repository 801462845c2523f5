import { type AppShellProps, rem } from '@mantine/core';
import type { CSSProperties } from 'react';

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 270;

/**
 * The geometry of the member and admin areas' shell, shared by the frame (`AppFrame`) and by what
 * stands in for it while its code arrives (`AreaPlaceholder`, which draws it without Mantine's
 * AppShell, kept out of the first load): the page's title sits at the same place in both, so the
 * one replaces the other without anything moving.
 */
export function areaShell(
  isNavOpened: boolean,
): Pick<AppShellProps, 'header' | 'navbar' | 'footer' | 'padding'> {
  return {
    header: { height: HEADER_HEIGHT },
    // The placeholder's stylesheet names the same breakpoint (Mantine's `sm`, 48em).
    navbar: { width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !isNavOpened } },
    footer: { height: 52 },
    padding: 'lg',
  };
}

/** The same sizes for the placeholder's stylesheet, as CSS variables. */
export const areaPlaceholderSizes = {
  '--area-header-height': rem(HEADER_HEIGHT),
  '--area-navbar-width': rem(NAVBAR_WIDTH),
} as CSSProperties;
