import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/tokens';
import * as type from '../theme/typography.css';
import { FIRST_SCREEN_CARDS } from './firstScreen';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 320,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
  color: vars.color.muted,
});

export const placeholderIcon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const placeholderTitle = style([type.heading.subsection, { color: vars.color.text }]);

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = type.heading.section;

export const note = type.text.mutedSmall;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/**
 * A card off screen is neither laid out nor painted until it comes near (its last height kept, about
 * a phone card's before it is known): twenty cards cost the frame that shows the answer, or a switch
 * back to cards, what the first few cost. Not the first screen's cards (FIRST_SCREEN_CARDS): the
 * browser finds such a card on screen only after laying the page out without its content, then lays
 * it out again in the same frame; and the hidden view's idle layout (SearchResults.tsx) covers them.
 */
export const gridItem = style({
  display: 'flex',
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 360px',
  // Their paint kept within them as the others' is (a card's shadow is clipped alike on every card).
  selectors: { [`&:nth-child(-n+${FIRST_SCREEN_CARDS})`]: { contentVisibility: 'visible', contain: 'layout style paint' } },
});

// Cards in one row share its height.
globalStyle(`${gridItem} > *`, { flex: 1 });

export const disclaimer = type.text.fine;

/** The sort, compare and print controls above the cards. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const compareStatus = style([type.text.mutedSmall, { margin: 0, flex: '1 1 14rem' }]);

/** "Updating the results for the answer…": a note in the flow while it is said. */
export const updating = style([type.text.mutedSmall, { margin: 0 }]);

/** The sort and the view, side by side where there is room. */
export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  flexBasis: '100%',
});

export const filters = style({ flexBasis: '100%' });

export const filterGroups = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** The products, the filter note and the group of those that do not write what was asked. */
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/**
 * One view of the results (cards or list). The one not shown is kept in the page, `hidden`, with its
 * content skipped (`content-visibility: hidden`: not drawn, not in the accessibility tree, not
 * focusable) rather than removed from the layout (`display: none`), so the browser keeps its layout
 * for the switch back; the negative margin takes back the column's gap before its empty box.
 */
export const view = style({
  // A box of its own, shown or not (an author's display wins over the browser's `[hidden]` one).
  display: 'block',
  selectors: { '&[hidden]': { contentVisibility: 'hidden', marginBlockStart: `calc(-1 * ${vars.space.lg})` } },
});

/** Out of date ("The form has changed since this search"): outlined, and still fully readable. */
export const stale = style({ outline: `2px dashed ${vars.color.warning}`, outlineOffset: vars.space.sm, borderRadius: vars.radius.md });

/** The heading of the products that do not write what was asked, after those that do. */
export const subheading = type.heading.subsection;

/** The heading takes focus after a search: its outline would only say so to a mouse user. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });

export const others = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.xl });

/**
 * Compare and Print summary: sticky at the top of the screen while the results scroll under it.
 * The surface's own colour, so the cards pass beneath it unseen.
 */
export const actionsBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** "2 answers can change these results", under the heading. */
export const questionsNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningStrong,
});

export const questionsText = style([type.text.label, { margin: 0, flex: '1 1 12rem' }]);

/** Under a page of cards: how many of how many, and the press for the next page. */
export const showMore = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
