import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { cardSurface } from '../theme/styles.css';

export const card = cardSurface;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
