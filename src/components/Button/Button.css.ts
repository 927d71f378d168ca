import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { text } from '../theme/typography.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

// Pressed looks the same under React Aria's `data-pressed` and the browser's `:active`: a press on
// the prerendered button, before the app owns it, shows while the pointer is down.
// Plain classes, not a recipe: the button is in the app's shell, the JavaScript every page loads
// first, and a recipe would bring its runtime there (about 1 kB compressed) for two lookups.
// `buttonClass` (buttonClass.ts) joins them.
export const base = style([
  text.button,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed], &:active:not([data-disabled])': { background: vars.color.primaryHover },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed], &:active:not([data-disabled])': { background: vars.color.primarySoft },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed], &:active:not([data-disabled])': { background: vars.color.surfaceSunken },
    },
  },
  danger: {
    background: vars.color.surface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed], &:active:not([data-disabled])': { background: vars.color.dangerSoft },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: 36, paddingInline: vars.space.md },
  md: {},
});
