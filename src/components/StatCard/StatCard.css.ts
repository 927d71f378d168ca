import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { cardSurface } from '../theme/styles.css';
import { text, weight } from '../theme/typography.css';

export const card = style([cardSurface, { gap: vars.space.xs }]);

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style([text.mutedSmall, weight.medium]);

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const value = text.figure;

export const footer = style([
  text.mutedSmall,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
  },
]);

export const trend = recipe({
  base: [
    weight.bold,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
    },
  ],
  variants: {
    direction: {
      up: { color: vars.color.success },
      down: { color: vars.color.danger },
    },
  },
});
