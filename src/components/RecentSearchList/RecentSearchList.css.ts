import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

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

export const query = weight.medium;

export const date = style([text.mutedSmall, { whiteSpace: 'nowrap' }]);

export const meta = style([
  text.mutedSmall,
  {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xxs} ${vars.space.md}`,
  },
]);

export const matches = style([weight.bold, { color: vars.color.primary }]);

export const empty = style({
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
});
