import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { cardSurface } from '../theme/styles.css';
import { heading, text } from '../theme/typography.css';

export const card = cardSurface;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = heading.card;

export const description = style([text.mutedSmall, { marginTop: vars.space.xxs }]);
