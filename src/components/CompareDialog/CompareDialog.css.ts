import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, visuallyHidden } from '../theme/styles.css';
import { breakpoints } from '../theme/tokens';
import { heading, text, weight } from '../theme/typography.css';
import * as dialog from '../ProductDetailsDialog/ProductDetailsDialog.css';

/**
 * Below the tablet width (40rem) the table is set as one block per row: the row's label, then each
 * product's value under the product's name and carrier. Two or three 180 px columns do not fit a
 * 320 to 390 px phone, and a sideways scroller shows one product at a time, so the agent could never
 * see two premiums at once; a row block keeps the things compared next to each other.
 * A max-width query (not the theme's mobile-first min-width one) because only the phone is restyled:
 * from the tablet width up, and in print, the table is a plain table.
 */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const modal = style({
  width: '100%',
  maxWidth: 1040,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

/** The details dialog's box, with less padding on a phone: every pixel is the comparison's there. */
export const dialogBox = style([dialog.dialog, { '@media': { [phone]: { padding: vars.space.lg } } }]);

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
    '@media': {
      // Positioned, so the visually hidden header row stays inside it.
      [phone]: { display: 'block', position: 'relative' },
    },
  },
]);

export const caption = style({
  textAlign: 'start',
  marginBottom: vars.space.sm,
  color: vars.color.muted,
  '@media': { [phone]: { display: 'block' } },
});

/**
 * On a phone the column heads are not shown (each value carries its product's name instead) but
 * are still read: a screen reader names every cell by its column head.
 */
export const head = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({ '@media': { [phone]: { display: 'block' } } });

export const row = style({
  '@media': {
    [phone]: {
      display: 'block',
      paddingBottom: vars.space.sm,
      marginBottom: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const corner = style({ borderBottom: `2px solid ${vars.color.borderStrong}` });

/** A product over its column: its name, bold as a th is, at body size inside the small table; its carrier under it. */
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

export const productName = style({ display: 'block' });

/** The carrier under a product's name: two products of one name differ by it. */
export const carrier = style([weight.regular, text.mutedSmall, { display: 'block' }]);

/** Read as "Level Term 20, SBLI"; not shown, since the carrier has its own line. */
export const separator = visuallyHidden;

/** A row's label: beside the values on a wide screen; on a phone, a band heading its values. */
export const rowHead = style([
  text.term,
  {
    padding: vars.space.sm,
    textAlign: 'start',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    color: vars.color.muted,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': {
      [phone]: {
        display: 'block',
        padding: `${vars.space.xs} ${vars.space.sm}`,
        marginBottom: vars.space.xs,
        whiteSpace: 'normal',
        color: vars.color.text,
        background: vars.color.surfaceSunken,
        borderBottom: 'none',
        borderRadius: vars.radius.sm,
      },
    },
  },
]);

/**
 * The product's name and carrier, written before a value on a phone, come from data attributes as
 * generated text with an empty alternative (`/ ""`): a screen reader already hears the column head
 * with each cell, and would otherwise hear the product twice. Browsers without the alternative
 * syntax drop that declaration and keep the plain one before it. Generated text is not in the
 * cell's textContent either, so a copied row reads as the table does.
 */
const label = (text: string) => [text, `${text} / ""`];

/**
 * On a phone, the product's label over a value is muted and medium ("Level Term 20 (SBLI)", as the
 * caption writes it), the value regular in the text colour: the value is what the eye compares.
 * The weight is the cell's, so the generated label takes it; the value sets its own back.
 */
export const cell = style([
  weight.medium,
  {
    padding: vars.space.sm,
    verticalAlign: 'top',
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': {
      [phone]: {
        // A flex row that wraps: the name and the carrier share a line when they fit, the value
        // below them at full width. Each label is a flex item, so a right-to-left name is a
        // paragraph of its own and cannot reorder the carrier beside it.
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: vars.space.xs,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        borderBottom: 'none',
        color: vars.color.muted,
        selectors: {
          '&::before': { content: label('attr(data-product)'), order: -2 },
          '&::after': { content: label('"(" attr(data-carrier) ")"'), order: -1 },
        },
      },
    },
  },
]);

/** A cell's value: one block, so on a phone it sits under its labels as a whole. */
export const value = style([weight.regular, { '@media': { [phone]: { flexBasis: '100%', minWidth: 0, color: vars.color.text } } }]);

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const caution = style({ color: vars.color.cautionStrong });

export const note = text.fine;
