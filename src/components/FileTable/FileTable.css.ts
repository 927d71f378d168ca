import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Column widths come from whole words ("Size", "826.0 KB"); only the name may break anywhere, so a
// long unbroken file name wraps in its own cell instead of splitting the other columns' words.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, overflowWrap: 'normal' });
export const column = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
});
export const row = style({ borderBottom: `1px solid ${vars.color.border}` });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}` });
export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular });
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const scroller = style({ overflowX: 'auto' });
export const wrapper = style({ display: 'grid', gap: vars.space.sm });
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const pagerStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const nameCell = style({ overflowWrap: 'anywhere' });
