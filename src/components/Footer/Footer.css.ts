import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { media } from '../theme/tokens';
import { text } from '../theme/typography.css';

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style([
  text.mutedSmall,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: 1200,
    margin: '0 auto',
    padding: `${vars.space.lg}`,
    '@media': {
      [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
  },
]);

export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
