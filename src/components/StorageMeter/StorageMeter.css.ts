import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

export const meter = style([
  text.small,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
  },
]);

export const label = weight.medium;

export const percent = style([
  weight.bold,
  {
    selectors: { '[data-critical] &': { color: vars.color.danger } },
  },
]);

export const track = style({
  gridColumn: '1 / -1',
  height: 10,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  // The track's edge must be seen against the card (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: { '[data-critical] &': { background: vars.color.danger } },
});

export const detail = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.muted,
});

export const warning = style([weight.medium, { color: vars.color.danger }]);
