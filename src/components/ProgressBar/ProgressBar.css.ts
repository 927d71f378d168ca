import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

export const bar = style([text.small, { display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs }]);
export const value = weight.bold;
export const track = style({
  gridColumn: '1 / -1',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});
export const fill = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.pill });
