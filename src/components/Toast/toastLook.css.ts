/**
 * How a toast looks, apart from the toasts themselves (no recipe: nothing here needs the recipes'
 * runtime), so the notice shown where the toasts' code did not download (src/app/ToastsBoundary)
 * is drawn as an error toast from the same styles without loading that code.
 */
import { style } from '@vanilla-extract/css';
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

/** A toast's frame, and its tones. */
export const toastFrame = style({
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
});

export const toastTones = {
  success: style({ background: vars.color.successSoft, color: vars.color.successStrong, borderColor: vars.color.success }),
  info: style({ background: vars.color.infoSoft, color: vars.color.infoStrong, borderColor: vars.color.info }),
  error: style({ background: vars.color.dangerSoft, color: vars.color.dangerStrong, borderColor: vars.color.danger }),
};

export const content = style([text.label, { flex: 1 }]);
