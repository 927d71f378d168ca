import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.muted });
export const value = style({ fontWeight: vars.fontWeight.bold, textAlign: 'end' });
