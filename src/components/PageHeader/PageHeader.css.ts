import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text } from '../theme/typography.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const title = heading.page;

export const subtitle = style([text.muted, { marginTop: vars.space.xs }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
