import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text, weight } from '../theme/typography.css';

/** Its type (small on screen, 9.5 pt on paper) is `text.document`. */
export const summary = style([
  text.document,
  {
    // Words break only at spaces (the body's "anywhere" would let a table squeeze a word in two);
    // a token too long for its cell still wraps.
    overflowWrap: 'break-word',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: 820,
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    '@media': {
      print: { maxWidth: 'none', padding: 0, gap: '10pt' },
    },
  },
]);

export const header = style({
  borderBottom: `2px solid ${vars.color.text}`,
  paddingBottom: vars.space.sm,
});

export const title = heading.section;

export const meta = style({ color: vars.color.muted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, breakInside: 'avoid-page' });

export const sectionTitle = heading.block;

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
});

export const profileRow = style({ display: 'flex', gap: vars.space.sm });

export const term = style({ flex: '0 0 11em', color: vars.color.muted });

export const value = style({ minWidth: 0, whiteSpace: 'pre-line' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.text}` });

/** A column's head (a th in the thead): bold. */
export const columnHead = weight.bold;

globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const productCell = weight.bold;

export const carrier = style([weight.regular, { display: 'block', color: vars.color.muted }]);

export const declined = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.lg,
});

export const note = style([
  text.fine,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

/** On screen the printable copy is not shown; on paper it is all there is. */
export const printOnly = style({
  '@media': { screen: { display: 'none' } },
});

globalStyle(`body:has(> ${printOnly}) > :not(${printOnly})`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`body:has(> ${printOnly})`, {
  '@media': { print: { background: 'white' } },
});
