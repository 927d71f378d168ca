import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { text } from '../theme/typography.css';

export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    maxWidth: 420,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.successStrong, borderColor: vars.color.success },
      info: { background: vars.color.infoSoft, color: vars.color.infoStrong, borderColor: vars.color.info },
      error: { background: vars.color.dangerSoft, color: vars.color.dangerStrong, borderColor: vars.color.danger },
    },
  },
});

export const content = style([text.label, { flex: 1 }]);

/** What a toast's buttons share: no fill of their own, the toast's colour, the surface on hover, the ring on focus. */
const toastButton = style({
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

/** A toast's action (Undo): a text button as tall as any target, in the toast's own colour. */
export const action = style([
  toastButton,
  text.button,
  {
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    fontFamily: 'inherit',
    border: '1px solid currentColor',
  },
]);

export const close = style([
  toastButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    border: 'none',
  },
]);
