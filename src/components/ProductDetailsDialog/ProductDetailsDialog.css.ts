import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text } from '../theme/typography.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: 640,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = heading.dialog;

export const carrier = style([text.muted, { marginTop: vars.space.xxs }]);

export const reasons = style([
  text.small,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.infoSoft,
    color: vars.color.infoStrong,
  },
]);

/** What the offer depends on, or what to ask: a warning box, as the read-back's questions are. */
export const notes = style([reasons, { background: vars.color.warningSoft, color: vars.color.warningStrong }]);

/** When the offer gets better: the card's countdown, every date of it. */
export const later = style([reasons, { background: vars.color.successSoft, color: vars.color.successStrong }]);

export const tier = style({
  marginTop: vars.space.xs,
});

export const reasonList = style({
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
