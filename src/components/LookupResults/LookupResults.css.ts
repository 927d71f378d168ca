import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text, weight } from '../theme/typography.css';

export const ready = style([text.muted, { padding: `${vars.space.xl} 0` }]);

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { opacity: 0.75 } },
});

export const answerHeading = heading.section;

export const terms = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const term = text.body;

export const written = weight.bold;

export const reading = style({ color: vars.color.muted });

export const note = text.muted;

export const footnote = text.fine;

export const didYouMean = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.sm });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const groupHeading = style([heading.block, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }]);

export const count = style([text.mutedSmall]);

export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.sm,
});

export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const productHead = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, alignItems: 'baseline' });

export const name = weight.bold;

export const carrier = text.mutedSmall;

export const outcome = text.small;

export const more = text.mutedSmall;

export const uses = style([text.small, { margin: 0, paddingInlineStart: vars.space.lg }]);

export const useName = weight.medium;
