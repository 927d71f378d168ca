import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { heading, text, weight } from '../theme/typography.css';

export const modal = style({
  width: '100%',
  maxWidth: 1040,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const scroller = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style([
  text.small,
  {
    // Words break only at spaces: the body's "anywhere" would let the table squeeze a word in two.
    overflowWrap: 'break-word',
    width: '100%',
    borderCollapse: 'collapse',
  },
]);

export const caption = style({
  textAlign: 'start',
  marginBottom: vars.space.sm,
  color: vars.color.muted,
});

export const corner = style({ borderBottom: `2px solid ${vars.color.borderStrong}` });

/** A product's name over its column: a th, bold as a th is, at body size inside the small table. */
export const columnHead = style([
  heading.block,
  {
    padding: vars.space.sm,
    textAlign: 'start',
    verticalAlign: 'bottom',
    borderBottom: `2px solid ${vars.color.borderStrong}`,
    minWidth: 180,
  },
]);

export const rowHead = style([
  weight.medium,
  {
    padding: vars.space.sm,
    textAlign: 'start',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    color: vars.color.muted,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const caution = style({ color: vars.color.cautionStrong });

export const note = text.fine;
