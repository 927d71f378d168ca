import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const column = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.muted });
export const scroller = style({ overflowX: 'auto' });
