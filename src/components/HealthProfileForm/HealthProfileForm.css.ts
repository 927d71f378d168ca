import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/tokens';
import { heading } from '../theme/typography.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const submit = style({ width: '100%' });

/** The optional part of the form, set apart so it never reads as one of the profile's fields. */
export const optional = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const legend = style([heading.label, { padding: `0 ${vars.space.xs}`, color: vars.color.muted }]);

/** The coverage amount's field: shown unless the quote is by budget (the radio's own checked state, so before hydration too). */
export const amountField = style({});
/** The monthly budget's field: shown only while the quote is by budget. */
export const budgetField = style({});

const byBudget = 'input[name="quoteBy"][value="budget"]:checked';
globalStyle(`${optional}:has(${byBudget}) ${amountField}`, { display: 'none' });
globalStyle(`${optional}:not(:has(${byBudget})) ${budgetField}`, { display: 'none' });
