import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { cardSurface } from '../theme/styles.css';
import { media } from '../theme/tokens';
import { heading, text, weight } from '../theme/typography.css';

export const section = style([
  cardSurface,
  text.small,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    // Quoted lines are the agent's own text: a long unbroken one wraps instead of widening the page.
  },
]);

export const title = heading.block;

/** Label above its value on a phone, beside it from the tablet width up. */
export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}` },
  },
});

/** A dt/dd pair wrapped for React keys, invisible to the grid. */
export const row = style({ display: 'contents' });

/** Bold while stacked over its value, regular beside it from the tablet width up (`text.term`). */
export const label = style([
  text.term,
  {
    color: vars.color.muted,
    // Stacked on a phone, each label after the first starts a new group.
    selectors: { [`${row}:not(:first-child) > &`]: { marginTop: vars.space.sm } },
    '@media': {
      [media.tablet]: {
        selectors: { [`${row}:not(:first-child) > &`]: { marginTop: 0 } },
      },
    },
  },
]);

export const value = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: 0,
  listStyle: 'none',
});

export const strong = weight.bold;

export const muted = text.muted;

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.sm });
