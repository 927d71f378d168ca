import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export const button = recipe({
  base: {
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
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
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
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.primaryHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.primarySoft },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.surface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.dangerSoft },
        },
      },
    },
    size: {
      sm: { minHeight: 36, paddingInline: vars.space.md },
      md: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonStyleProps = NonNullable<RecipeVariants<typeof button>>;
