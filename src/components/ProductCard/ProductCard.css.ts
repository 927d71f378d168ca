import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/tokens';
import { cardSurface, visuallyHiddenRules } from '../theme/styles.css';
import { heading, text, weight } from '../theme/typography.css';

/**
 * A card is a glance (about 370 px on a phone): its blocks closer than a page's cards, and closer
 * still on a phone, where twenty of them make the page.
 */
export const card = style([cardSurface, { gap: vars.space.sm, '@media': { [media.phone]: { gap: vars.space.xs } } }]);

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = heading.card;

/** The carrier's line: its name, then the badges while they fit beside it. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const carrier = style([text.mutedSmall, { marginInlineEnd: vars.space.xs }]);

/** The benefit tier and the rate class, kept together: beside the carrier, or both on the next line. */
export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

export const description = text.small;

export const sectionTitle = style([heading.label, { marginBottom: vars.space.xs }]);

export const features = style([
  text.small,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: `${vars.space.xs} ${vars.space.md}`,
  },
]);

export const featureName = style({
  color: vars.color.muted,
});

export const featureValue = weight.medium;

export const list = style([
  text.small,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: 0,
    listStyle: 'none',
  },
]);

export const listItem = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const okIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: 2 });
export const noIcon = style({ color: vars.color.danger, flexShrink: 0, marginTop: 2 });

export const actions = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  selectors: { '&:has(> :only-child)': { justifyContent: 'flex-end' } },
});

/** The illustrative premium, under the badges. */
export const quote = style([
  text.small,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `0 ${vars.space.sm}`,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  },
]);

export const quoteAmount = style([text.amount, { color: vars.color.text }]);

/** The premium's note, in fine print: on a phone it fits the line beside or under the figure. */
export const quoteNote = text.fine;

/**
 * The rates at the end of the premium's note ("female rates"): the same on every card, so on a phone,
 * where they took a line of their own on most cards, they are said once under the cards instead; still
 * read on each card by a screen reader, and shown on each from the tablet width up.
 */
export const quoteRates = style({ '@media': { [media.phone]: visuallyHiddenRules } });

export const quoteOutside = style([weight.medium, { color: vars.color.cautionStrong }]);

/** A dt/dd pair wrapped for React keys, invisible to the grid. */
export const featureRow = style({ display: 'contents' });

/** A card's line cut to its first item: an icon, the item, and how many more. */
const firstOfMany = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr) max-content', alignItems: 'start', gap: vars.space.xs });

/** When the offer gets better: the first look-back running out ("… on 12 March 2027: then level"), and how many more. */
export const countdowns = style([text.small, { padding: 0, margin: 0, listStyle: 'none' }]);

export const countdown = style([firstOfMany, { color: vars.color.success }]);

/** What the offer depends on, or what to ask: a warning's line, its first item and how many more. */
export const note = style([text.small, firstOfMany, { color: vars.color.cautionStrong }]);

export const noteIcon = style({ color: vars.color.warning, marginTop: 2 });

export const whyLabel = weight.medium;

/**
 * Two lines at most on the card (a long qualification, the description): the card stays a glance,
 * and the whole text is in View Full Details (and in the page, for a screen reader).
 */
export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Cut to one line on a phone and two from the tablet width up (whole for a screen reader). */
const oneLineOnPhone = style([clamped, { '@media': { [media.phone]: { WebkitLineClamp: 1 } } }]);

/** The card's one line of why (the reason that costs the score most); every reason is in View Full Details. */
export const why = style([text.small, oneLineOnPhone, { color: vars.color.muted }]);

/** A note's or a countdown's first line: the card's one depends-on or countdown line; every line is in View Full Details. */
export const noteText = style([oneLineOnPhone, { margin: 0 }]);

/** One line of description on the card (the whole of it in View Full Details, and for a screen reader). */
export const cardDescription = style([text.small, clamped, { WebkitLineClamp: 1 }]);

/** The card's sections, a line each: the section's name, its first item cut to the line, how many more. */
export const summary = style([
  text.small,
  { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr) max-content', gap: `${vars.space.xxs} ${vars.space.sm}`, margin: 0 },
]);

export const summaryRow = style({ display: 'contents' });

export const summaryTitle = weight.medium;

export const summaryFirst = style({ minWidth: 0, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const summaryMore = style({ flexShrink: 0, color: vars.color.muted });

/**
 * What the premium and the class would be under the other answers ("Standard Tobacco $139.49/mo ·
 * $59.24/mo if quit 1 to 2 years ago or more"): under the premium, in the text's colour, its first
 * alternative and how many more.
 */
export const otherwise = style([text.small, firstOfMany, { color: vars.color.text }]);

export const otherwiseIcon = style({ color: vars.color.primary, marginTop: 2 });

/**
 * The class and premium as shown, first on the line: on a phone, where the line is one line, they
 * are not drawn (the badge and the premium are just above; the other outcome is what the line is
 * for), still read by a screen reader; from the tablet width up they are shown.
 */
export const otherwiseShown = style({ '@media': { [media.phone]: visuallyHiddenRules } });
