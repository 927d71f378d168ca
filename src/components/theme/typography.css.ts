/**
 * The type pair every component composes: headings by their role on the screen, and text by its
 * tone. A component adds only what is its own (a margin, a weight) to these.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const bold = style({ fontWeight: vars.fontWeight.bold });

/** Headings, by role: the page's title down to a label-sized block title. */
export const heading = styleVariants({
  /** The one h1 of a page. */
  page: [bold, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight }],
  /** A section of a page: results, a status page, a dialog. */
  section: [bold, { fontSize: vars.fontSize.xl }],
  /** A card's or a product's name. */
  card: [bold, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight }],
  /** A block inside a card: an alert, the read-back. */
  block: [bold, { fontSize: vars.fontSize.md }],
  /** A small title over a list: "Features", "Exclusions". */
  label: [bold, { fontSize: vars.fontSize.sm }],
});

/** Body text, by tone and size. */
export const text = styleVariants({
  /** Secondary text at body size: subtitles, a carrier under a title in a dialog. */
  muted: { color: vars.color.muted },
  /** Secondary text, small: hints, captions, a carrier on a card. */
  mutedSmall: { fontSize: vars.fontSize.sm, color: vars.color.muted },
  /** The smallest print: a file picker's accepted types. */
  fine: { fontSize: vars.fontSize.xs, color: vars.color.muted },
  /** Small body text: descriptions on cards. */
  small: { fontSize: vars.fontSize.sm },
});
