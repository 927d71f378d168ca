import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { text, weight } from '../theme/typography.css';
import * as field from '../Field/Field.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.background,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({ color: vars.color.primary });
export const hint = text.fine;
/** A refused file's message: the fields' error. */
export const error = field.error;

export const chosen = style([
  text.small,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);

export const chosenName = weight.medium;
