import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

export const list = style([
  text.small,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space.sm} ${vars.space.md}`,
  },
]);
export const term = style({ color: vars.color.muted });
export const value = style([weight.bold, { textAlign: 'end' }]);
