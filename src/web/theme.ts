import {
  type AnchorProps,
  type BadgeProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalProps,
  type NotificationProps,
  type NumberInputProps,
  type PasswordInputProps,
} from '@mantine/core';

/**
 * What `Component.extend({ defaultProps })` gives, without importing the component itself: the
 * theme is part of the first load, and most components are not.
 */
function withDefaults<Props>(defaultProps: Partial<Props>): MantineThemeComponent {
  return { defaultProps };
}

/**
 * Mantine's palette with its three darkest shades darkened, so that text meets WCAG AA (4.5:1):
 * white on a filled button (shade 7, 8 when hovered), a link (shade 7, also on the grey
 * background of the public pages) and a light badge or alert (shade 9 on shade 1 or 2).
 */
function readable(palette: MantineColorsTuple, shade7: string, shade8: string, shade9: string) {
  return [...palette.slice(0, 7), shade7, shade8, shade9] as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: {
    teal: readable(DEFAULT_THEME.colors.teal, '#09805c', '#077553', '#076c4d'),
    red: readable(DEFAULT_THEME.colors.red, '#e21212', '#ca1e1e', '#b02525'),
    orange: readable(DEFAULT_THEME.colors.orange, '#be4f05', '#b04409', '#a9380c'),
    green: readable(DEFAULT_THEME.colors.green, '#288138', '#237532', '#226d31'),
    yellow: readable(DEFAULT_THEME.colors.yellow, '#9c6500', '#975800', '#944d00'),
    blue: readable(DEFAULT_THEME.colors.blue, '#1a73c4', '#1769b4', '#165b9b'),
    violet: readable(DEFAULT_THEME.colors.violet, '#7048e8', '#653fd9', '#5938b9'),
    cyan: readable(DEFAULT_THEME.colors.cyan, '#0d7b8c', '#0a7081', '#0a6879'),
  },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Mantine's own buttons are unnamed or named in English: screen readers must hear French.
  components: {
    Modal: withDefaults<ModalProps>({
      closeButtonProps: { 'aria-label': 'Fermer la fenêtre' },
      // Its <header> would otherwise count as a second banner landmark beside the page's own.
      attributes: { header: { role: 'none' } },
    }),
    Notification: withDefaults<NotificationProps>({
      closeButtonProps: { 'aria-label': 'Fermer la notification' },
    }),
    PasswordInput: withDefaults<PasswordInputProps>({
      visibilityToggleButtonProps: { 'aria-label': 'Afficher ou masquer le mot de passe' },
    }),
    // A number out of range is refused with the schema's message next to the field, never
    // silently brought back within bounds on blur (0 places becoming 1, -3 € becoming 0). The
    // French decimal comma is understood, rather than dropped (2,5 read as 25).
    NumberInput: withDefaults<NumberInputProps>({ clampBehavior: 'none', decimalSeparator: ',' }),
    // A link is told from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: withDefaults<AnchorProps>({ underline: 'always' }),
    // A badge beside a long title keeps its whole word ("Inscrit", not "I…").
    Badge: withDefaults<BadgeProps>({ miw: 'max-content' }),
    // A closed list (a Select's) is not drawn until it opens. Kept in the page, hidden, its
    // position was worked out as the page appeared, which made the browser compute the style of
    // the whole page in the middle of drawing it: 40 ms of the register's first display here,
    // four times that on a phone.
    Combobox: withDefaults<ComboboxProps>({ keepMounted: false }),
  },
});

/** The darkest grey that still reads as secondary: 4.5:1 on white and on the light greys 0 and 1. */
const READABLE_DIMMED = '#697077';

/**
 * Mantine's secondary text and placeholders (grey 6 and 5) and its error messages (red 6) are too
 * pale to read, 3.3:1 on white at best: these darker shades pass WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_DIMMED,
    '--mantine-color-placeholder': READABLE_DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
