import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { boldWhen, text } from '../theme/typography.css';

/** Shared look of every form field: label, control, hint and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** A field's label; a checkbox's and a switch's label text compose it too. */
export const label = style([text.label, { color: vars.color.text }]);

/** A box or a switch with its label beside it (Checkbox, Switch): the whole line is the target. */
export const toggleLabel = style([
  label,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.target,
    cursor: 'pointer',
  },
]);

export const required = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const control = style([
  text.body,
  {
    width: '100%',
    minHeight: vars.size.target,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    selectors: {
      '&::placeholder': { color: vars.color.muted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focus-visible], &[data-focused]': { ...focusRing, outlineOffset: '0' },
      '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
      '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
]);

export const textarea = style({
  minHeight: 88,
  resize: 'vertical',
});

export const hint = text.mutedSmall;

export const error = style([text.label, { color: vars.color.danger }]);

/** The list a field opens (Select's options, the lookup's suggestions): a raised surface under the field. */
export const listPopover = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

/** One option of that list: tinted while the keyboard or pointer is on it, bold when chosen. */
export const listOption = style([
  boldWhen.selected,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.primarySoft, color: vars.color.primary },
    },
  },
]);
