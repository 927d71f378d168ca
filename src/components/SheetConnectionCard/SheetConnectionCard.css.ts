import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const input = style({ flex: '1 1 240px', minWidth: 0 });
export const submit = style({ marginTop: 26 });
export const head = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
