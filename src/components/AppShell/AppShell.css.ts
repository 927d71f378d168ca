import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { media } from '../theme/tokens';
import { weight } from '../theme/typography.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style([
  weight.bold,
  {
    position: 'absolute',
    left: vars.space.lg,
    top: vars.space.sm,
    zIndex: 100,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus': { transform: 'none', ...focusRing },
    },
  },
]);

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
  },
});
