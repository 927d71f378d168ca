/**
 * Raw design tokens. The vanilla-extract theme (theme.css.ts) is built from these values, and the
 * contrast test and the Storybook token pages read them too, so there is one source of truth.
 */

export const colors = {
  /** Page background behind cards. */
  background: '#f3f5f9',
  /** Cards, inputs, header. */
  surface: '#ffffff',
  /** Subtle fills: table headers, hovered rows. */
  surfaceSunken: '#e9edf3',
  text: '#172033',
  muted: '#4a5568',
  /** Decorative dividers and card outlines (not an affordance). */
  border: '#d5dbe4',
  /** Outlines that identify a control (inputs, checkboxes): 3:1 against surfaces. */
  borderStrong: '#6b7689',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primarySoft: '#e3ebff',
  onPrimary: '#ffffff',
  focus: '#1d4ed8',
  success: '#15803d',
  successSoft: '#dcfce7',
  successStrong: '#14532d',
  warning: '#a16207',
  warningSoft: '#fef3c7',
  warningStrong: '#713f12',
  caution: '#c2410c',
  cautionSoft: '#ffedd5',
  cautionStrong: '#7c2d12',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  dangerStrong: '#7f1d1d',
  info: '#0369a1',
  infoSoft: '#e0f2fe',
  infoStrong: '#0c4a6e',
  /** The dimmed backdrop behind a dialog (decorative, not a text or control colour). */
  overlay: 'rgba(15, 23, 42, 0.5)',
} as const;

export type ColorRole = keyof typeof colors;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

export const fontFamily = {
  /** System stacks only: no font downloads, fast first paint. */
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'DejaVu Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '3rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.25',
  normal: '1.5',
} as const;

/**
 * Sizes with a rule behind them. `target`: the least height (and width, for icon buttons) of anything
 * pressed or tapped: 44 px, above WCAG 2.2's 24 px minimum and at Apple's and Google's touch sizes.
 */
export const sizes = {
  target: '44px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
} as const;

/** Min-widths in px, mobile first. */
export const breakpoints = {
  tablet: 640,
  desktop: 1024,
} as const;

export const media = {
  /** Below the tablet breakpoint: a phone. */
  phone: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/**
 * Every foreground/background pair the theme uses. `text` pairs need 4.5:1 (WCAG 1.4.3), `ui`
 * pairs (control outlines, focus rings, meters) need 3:1 (WCAG 1.4.11). Add a pair here when a
 * component starts to use a new combination: the contrast test then holds it to the rule.
 */
export const colorPairs: ReadonlyArray<{
  fg: ColorRole;
  bg: ColorRole;
  kind: 'text' | 'ui';
  usage: string;
}> = [
  { fg: 'text', bg: 'surface', kind: 'text', usage: 'Body text on cards' },
  { fg: 'text', bg: 'background', kind: 'text', usage: 'Body text on the page' },
  { fg: 'text', bg: 'surfaceSunken', kind: 'text', usage: 'Table headers' },
  { fg: 'muted', bg: 'surface', kind: 'text', usage: 'Secondary text on cards' },
  { fg: 'muted', bg: 'background', kind: 'text', usage: 'Secondary text on the page' },
  { fg: 'muted', bg: 'surfaceSunken', kind: 'text', usage: 'Secondary text in sunken areas' },
  { fg: 'primary', bg: 'surface', kind: 'text', usage: 'Links, secondary buttons' },
  { fg: 'primary', bg: 'background', kind: 'text', usage: 'Links on the page' },
  { fg: 'primary', bg: 'primarySoft', kind: 'text', usage: 'Active navigation link' },
  { fg: 'primaryHover', bg: 'primarySoft', kind: 'text', usage: 'Hovered navigation link' },
  { fg: 'onPrimary', bg: 'primary', kind: 'text', usage: 'Primary button' },
  { fg: 'onPrimary', bg: 'primaryHover', kind: 'text', usage: 'Hovered primary button' },
  { fg: 'success', bg: 'surface', kind: 'text', usage: 'Positive trend' },
  { fg: 'successStrong', bg: 'successSoft', kind: 'text', usage: 'Green badge, success toast' },
  { fg: 'warning', bg: 'surface', kind: 'text', usage: 'Amber text' },
  { fg: 'warningStrong', bg: 'warningSoft', kind: 'text', usage: 'Amber/yellow badge, warning box' },
  { fg: 'caution', bg: 'surface', kind: 'text', usage: 'Orange text' },
  { fg: 'cautionStrong', bg: 'cautionSoft', kind: 'text', usage: 'Orange badge' },
  { fg: 'danger', bg: 'surface', kind: 'text', usage: 'Inline errors, negative trend' },
  { fg: 'danger', bg: 'background', kind: 'text', usage: 'Errors on the page' },
  { fg: 'dangerStrong', bg: 'dangerSoft', kind: 'text', usage: 'Red badge, error toast, alert' },
  { fg: 'info', bg: 'surface', kind: 'text', usage: 'Info text' },
  { fg: 'infoStrong', bg: 'infoSoft', kind: 'text', usage: 'Info toast, notes' },
  { fg: 'borderStrong', bg: 'surface', kind: 'ui', usage: 'Input and checkbox outlines' },
  { fg: 'focus', bg: 'surface', kind: 'ui', usage: 'Focus ring on cards' },
  { fg: 'focus', bg: 'background', kind: 'ui', usage: 'Focus ring on the page' },
  { fg: 'primary', bg: 'surfaceSunken', kind: 'ui', usage: 'Meter and progress fill' },
  { fg: 'danger', bg: 'surfaceSunken', kind: 'ui', usage: 'Meter fill over its limit' },
  { fg: 'success', bg: 'surface', kind: 'ui', usage: 'Green badge outline' },
  { fg: 'warning', bg: 'surface', kind: 'ui', usage: 'Amber badge outline' },
  { fg: 'caution', bg: 'surface', kind: 'ui', usage: 'Orange badge outline' },
];
