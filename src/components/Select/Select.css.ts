import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css';

/** A field control (same box, border and focus ring as a text input) that opens a list. */
export const trigger = style([
  field.control,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', cursor: 'pointer', textAlign: 'start' },
]);

export const popover = style([field.listPopover, { minWidth: 'var(--trigger-width)' }]);

export const option = field.listOption;
