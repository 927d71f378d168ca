import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import * as field from '../Field/Field.css';
import { boldWhen } from '../theme/typography.css';

/** A field control (same box, border and focus ring as a text input) that opens a list. */
export const trigger = style([
  field.control,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', cursor: 'pointer', textAlign: 'start' },
]);

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const option = style([
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
