import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { heading as type, text, weight } from '../theme/typography.css';

export const disclosure = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = type.block;

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.muted,
  transition: 'transform 120ms',
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
});

export const panel = style({
  selectors: {
    [`${disclosure}[data-expanded] &`]: {
      paddingBlockEnd: vars.space.lg,
      paddingInline: vars.space.lg,
    },
  },
});

export const list = style([
  text.small,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: 0,
    listStyle: 'none',
  },
]);

export const item = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const name = weight.bold;

export const carrier = style({ color: vars.color.muted });

/** What an answer or a date would change: under the reason, quieter. */
export const more = text.mutedSmall;

/** "3 of them postponed until the results are in": under the heading, closed or open. */
export const postponed = style([
  text.small,
  {
    margin: 0,
    paddingInline: vars.space.lg,
    paddingBlockEnd: vars.space.sm,
    color: vars.color.text,
  },
]);
