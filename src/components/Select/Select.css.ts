import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});
