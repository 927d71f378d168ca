import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
  },
});
