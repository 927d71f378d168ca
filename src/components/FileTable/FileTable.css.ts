import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

// Column widths come from whole words ("Size", "826.0 KB"); only the name may break anywhere, so a
// long unbroken file name wraps in its own cell instead of splitting the other columns' words.
export const table = style([text.small, { width: '100%', borderCollapse: 'collapse', overflowWrap: 'normal' }]);
export const column = style([
  weight.bold,
  {
    padding: `${vars.space.sm} ${vars.space.sm}`,
    background: vars.color.surfaceSunken,
    textAlign: 'start',
  },
]);
export const row = style({ borderBottom: `1px solid ${vars.color.border}` });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}` });
export const rowHeader = style([weight.regular, { textAlign: 'start' }]);
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const scroller = style({ overflowX: 'auto' });
export const wrapper = style({ display: 'grid', gap: vars.space.sm });
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const pagerStatus = text.mutedSmall;
export const nameCell = style({ overflowWrap: 'anywhere' });
