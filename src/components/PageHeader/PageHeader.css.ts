import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({
  marginTop: vars.space.xs,
  color: vars.color.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
