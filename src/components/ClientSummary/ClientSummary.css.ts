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

/** "Prepared for …": the client's name, in the text's own colour. */
export const preparedFor = style({ marginTop: vars.space.xxs });

/** The agent's name inside the muted line: the text's own colour. */
export const agent = style({ color: vars.color.text });

/**
 * A section flows from page to page: keeping a whole section together would push a long one (the
 * products not offered) to the next page and leave this one half empty. Only small units keep
 * together (the profile, a product's row, one reason's declines), and a title keeps to its content.
 */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style([heading.block, { breakAfter: 'avoid' }]);

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  breakInside: 'avoid',
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

/** The benefit and its waiting period: a sentence, so the column is the widest. */
export const benefitCell = style({ minWidth: '13em' });

export const carrier = style([weight.regular, { display: 'block', color: vars.color.muted }]);

/** What a premium, tier or rate class rests on: the other answers and what they would make it, under the premium. */
export const caveat = style({ display: 'block', marginTop: vars.space.xxs });

/** The rates the premiums are on, said once under the products: kept with the table's last row. */
export const rates = style({ breakBefore: 'avoid' });

/** A bulleted list: the dates to call back. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.lg,
});

/**
 * The products not offered (the agent's copy), compact: small type in two columns, flowing on from
 * wherever the page is. A reason's list can run to a dozen lines: it may break across columns and
 * pages like any paragraph (kept whole, it would push the section to the next page).
 */
export const declined = style([
  text.fine,
  {
    color: vars.color.text,
    columns: 2,
    columnGap: vars.space.xl,
    listStyle: 'none',
    padding: 0,
  },
]);

/** The products held until a question is answered: one column, each reason with what they depend on kept together. */
export const held = style([declined, { columns: 1 }]);

export const declineGroup = style({ marginBottom: vars.space.xs });

/** What a held product depends on, a line of its own under its reason. */
export const dependsOn = style({ display: 'block' });

/** "Agent copy": said under the title, so it is not handed to the client by mistake. */
export const copyNote = style([weight.bold, { marginTop: vars.space.xxs }]);

export const note = style([
  text.fine,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    breakInside: 'avoid',
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
