/**
 * The type pair every component composes: headings by their role on the screen, and text by its
 * role or tone; `weight` for a component whose size comes from its container. A component adds
 * only what is its own (a margin, a colour, its layout) to these: no style outside this folder
 * declares a font size, weight or line height (eslint.config.js holds them to it).
 */
import { globalStyle, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

/** Weights alone: the size is the container's, only the weight is the element's own. */
export const weight = styleVariants({
  /** Back to regular inside bold or medium text: a carrier under a bold product, a row's header cell, a switch's note. */
  regular: { fontWeight: vars.fontWeight.regular },
  /** A value set apart without shouting: a feature's value, a recent query, a chosen file's name. */
  medium: { fontWeight: vars.fontWeight.medium },
  /** Strong: a figure in a list or a meter, a matched count, a product in a table, the skip link. */
  bold: { fontWeight: vars.fontWeight.bold },
});

/**
 * Bold while React Aria marks the element; the selector is part of the variant, so a component
 * composes it like any other and keeps its own state styles (colour, background) to itself.
 */
export const boldWhen = styleVariants({
  /** The chosen tab, radio or option (`data-selected`). */
  selected: { selectors: { '&[data-selected]': { fontWeight: vars.fontWeight.bold } } },
  /** The link to the page on screen (`data-current`). */
  current: { selectors: { '&[data-current]': { fontWeight: vars.fontWeight.bold } } },
});

/** Headings, by role: the status page's code down to a label-sized block title. */
export const heading = styleVariants({
  /** The status page's code (404, 500): the largest type on any screen. */
  display: [weight.bold, { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.tight }],
  /** The one h1 of a page. */
  page: [weight.bold, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight }],
  /** A section of a page: results, a status page, a printed summary's title. */
  section: [weight.bold, { fontSize: vars.fontSize.xl }],
  /** A dialog's title: section size, set tight, since a long product name wraps beside the close button. */
  dialog: [weight.bold, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight }],
  /** A heading inside a section: an admin tab's title, an empty state's title (long-form h2s: `text.prose`). */
  subsection: [weight.bold, { fontSize: vars.fontSize.lg }],
  /** A card's or a product's name. */
  card: [weight.bold, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight }],
  /** A block inside a card: an alert, the read-back, a disclosure, a printed section, a comparison's column. */
  block: [weight.bold, { fontSize: vars.fontSize.md }],
  /** A small title over a list: "Features", "Exclusions", a form's legend, a list in an admin card. */
  label: [weight.bold, { fontSize: vars.fontSize.sm }],
  /** The site's name in the header: body size on a phone, a card's size from the tablet width up. */
  brand: [weight.bold, { fontSize: vars.fontSize.md, '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } } }],
});

/** Body text, by role and tone. */
export const text = styleVariants({
  /** Body size and line height where neither is inherited: what a person types in a field (form controls take neither from the page). */
  body: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  /** Secondary text at body size: subtitles, a carrier under a title in a dialog. */
  muted: { color: vars.color.muted },
  /** Secondary text, small: hints, captions, a carrier on a card, a pager's status, a footer. */
  mutedSmall: { fontSize: vars.fontSize.sm, color: vars.color.muted },
  /** The smallest print: a file picker's accepted types, disclaimers, a table's note. */
  fine: { fontSize: vars.fontSize.xs, color: vars.color.muted },
  /** Small body text: descriptions on cards, and the lists, tables, meters and alerts set at the small size. */
  small: { fontSize: vars.fontSize.sm },
  /** A control's label: a field's, a checkbox's or a switch's label, a tab, a nav link, a toast; with the danger colour, a field's error. */
  label: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
  /** A button's label: a control label set tight, so the button's height is its min-height and padding. */
  button: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.tight },
  /** A badge's word: the smallest print, bold, at the body's line height. */
  badge: { fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.normal },
  /** A headline number: a stat card's value. */
  figure: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
  /** A money amount on a card: the illustrative premium. */
  amount: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
  /**
   * A term over its value: bold on a phone, where it heads its value; regular from the tablet width
   * up, where it sits beside it (the profile read-back).
   */
  term: {
    fontWeight: vars.fontWeight.bold,
    '@media': { [media.tablet]: { fontWeight: vars.fontWeight.regular } },
  },
  /** A printable document's body: small on screen, 9.5 pt on paper (the client summary). */
  document: { fontSize: vars.fontSize.sm, '@media': { print: { fontSize: '9.5pt' } } },
  /** An axis label inside a chart's SVG: 10 user units, scaled with the drawing by its viewBox (so not a rem size). */
  chartTick: { fontSize: 10 },
  /** Long-form text (about, privacy, support): its h2s, plain markup without a class, take the subsection size. */
  prose: {},
});

// The h2s in long-form text come as children without a class: the variant carries their size.
globalStyle(`${text.prose} h2`, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
