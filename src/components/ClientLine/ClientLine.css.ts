import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { cardSurface } from '../theme/styles.css';
import { heading, text } from '../theme/typography.css';

/** A card-like strip: the title and the parts on the left, Edit on the right (below them when they fill the line). */
export const line = style([
  cardSurface,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"title edit" "parts edit"',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    padding: `${vars.space.sm} ${vars.space.md}`,
  },
]);

export const title = style([heading.label, { gridArea: 'title', color: vars.color.muted }]);

export const parts = style([text.small, { gridArea: 'parts', margin: 0 }]);

/** One part never breaks inside: the line wraps between parts (the longest, an amount and a kind, is about 30 characters). */
export const part = style({ whiteSpace: 'nowrap' });

export const dot = style({ color: vars.color.muted });

export const edit = style({ gridArea: 'edit' });
