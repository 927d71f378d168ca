import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, visuallyHidden } from '../theme/styles.css';
import { media } from '../theme/tokens';
import * as type from '../theme/typography.css';
import { FIRST_SCREEN_ROWS } from './firstScreen';

/**
 * A table on a tablet or desktop; on a phone each row is a block (the product across the top, then
 * benefit, premium and score side by side), the column heads hidden but still read as the cells' headers.
 */
export const table = style([
  type.text.small,
  {
    width: '100%',
    borderCollapse: 'collapse',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    '@media': { [media.phone]: { display: 'block' } },
  },
]);

globalStyle(`${table} > tbody`, { '@media': { [media.phone]: { display: 'block' } } });

export const caption = visuallyHidden;

export const head = style([type.weight.medium, {
  '@media': { [media.phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
}]);

globalStyle(`${head} th`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  color: vars.color.muted,
});

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
      gridTemplateAreas: '"product product product" "benefit premium score" "compare compare compare"',
      columnGap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      // A row off screen is neither laid out nor painted until it comes near (as the cards), but
      // not the first screen's rows (FIRST_SCREEN_ROWS), for the reasons of gridItem in SearchResults.css.ts.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 150px',
    },
  },
  selectors: { [`&:nth-child(-n+${FIRST_SCREEN_ROWS})`]: { '@media': { [media.phone]: { contentVisibility: 'visible', contain: 'layout style paint' } } } },
});

globalStyle(`${row} > th, ${row} > td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  textAlign: 'start',
  '@media': { [media.phone]: { padding: `${vars.space.xxs} 0` } },
});

export const product = style([type.weight.regular, { '@media': { [media.phone]: { gridArea: 'product' } } }]);
export const benefit = style({ display: 'table-cell', '@media': { [media.phone]: { gridArea: 'benefit', display: 'flex', flexDirection: 'column' } } });
export const premium = style({ '@media': { [media.phone]: { gridArea: 'premium' } } });
export const score = style([type.weight.medium, { whiteSpace: 'nowrap', '@media': { [media.phone]: { gridArea: 'score' } } }]);
export const compare = style({ whiteSpace: 'nowrap', '@media': { [media.phone]: { gridArea: 'compare' } } });

export const name = style([
  type.weight.medium,
  {
    display: 'block',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.primary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'underline',
    cursor: 'pointer',
    minHeight: 24,
    selectors: { '&[data-focus-visible]': focusRing },
  },
]);

export const carrier = style({ display: 'block', color: vars.color.muted });
export const muted = style({ display: 'block', color: vars.color.muted });
export const figure = style([type.weight.bold, { display: 'block', color: vars.color.text }]);
export const outside = style([type.weight.medium, { display: 'block', color: vars.color.cautionStrong }]);

// A tablet or desktop: the premium's note is long; keep the figure and let the note wrap under it.
globalStyle(`${premium} > span`, { '@media': { [media.tablet]: { maxWidth: '22rem' } } });

