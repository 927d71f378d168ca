import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { text } from '../theme/typography.css';
import { toastFrame, toastTones } from './toastLook.css';

export { content, region } from './toastLook.css';

export const toast = recipe({ base: toastFrame, variants: { tone: toastTones } });

/** What a toast's buttons share: no fill of their own, the toast's colour, the surface on hover, the ring on focus. */
const toastButton = style({
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

/** A toast's action (Undo): a text button as tall as any target, in the toast's own colour. */
export const action = style([
  toastButton,
  text.button,
  {
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    fontFamily: 'inherit',
    border: '1px solid currentColor',
  },
]);

export const close = style([
  toastButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    border: 'none',
  },
]);
