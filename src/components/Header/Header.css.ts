import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { media } from '../theme/tokens';
import { boldWhen, heading, text } from '../theme/typography.css';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const title = style([
  heading.brand,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&[data-focus-visible]': focusRing },
  },
]);

export const menuButton = style({
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const nav = style({
  display: 'none',
  flexBasis: '100%',
  selectors: { '&[data-open]': { display: 'block' } },
  '@media': {
    [media.tablet]: { display: 'block', flexBasis: 'auto' },
  },
});

export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  '@media': {
    [media.tablet]: { flexDirection: 'row', padding: 0 },
  },
});

export const navLink = style([
  text.label,
  boldWhen.current,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-current]': {
        background: vars.color.primarySoft,
        color: vars.color.primary,
        boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
      },
      '&[data-current][data-hovered]': { color: vars.color.primaryHover },
      '&[data-focus-visible]': focusRing,
    },
  },
]);
