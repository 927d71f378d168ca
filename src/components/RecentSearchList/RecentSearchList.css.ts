import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const query = style({
  fontWeight: vars.fontWeight.medium,
});

export const date = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
});

export const meta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const matches = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const empty = style({
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
});
