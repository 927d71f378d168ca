import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { boldWhen, text } from '../theme/typography.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  width: 'fit-content',
  maxWidth: '100%',
});

export const tab = style([
  text.label,
  boldWhen.selected,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.sm,
    color: vars.color.muted,
    // A tab may be a link (its address opens it): it looks like the other tabs, not like a link.
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      // `:active`: a press on the prerendered tab shows while the pointer is down, app or not.
      '&[data-hovered], &:active': { color: vars.color.text },
      '&[data-selected]': { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
