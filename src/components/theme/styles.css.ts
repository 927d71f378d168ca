import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { boldWhen } from './typography.css';

/** The one focus ring: 2px outline in the focus colour, offset so it reads on any fill. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** The rules that hide an element visually and keep it for screen readers: for a style that hides only at some widths. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/** The raised white surface shared by cards: padding, radius, outline and a soft shadow. */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/**
 * A control chosen from a set (a radio, a filter chip): a bordered target, bold and tinted when
 * React Aria marks it selected, outlined when focused by keyboard. Composed with the control's own shape.
 */
export const choice = style([
  boldWhen.selected,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
    },
  },
]);
