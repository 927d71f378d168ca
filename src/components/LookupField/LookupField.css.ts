import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/tokens';
import { text } from '../theme/typography.css';
import * as field from '../Field/Field.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The field and its button side by side; on a phone the button goes under the field. */
export const termRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const combo = style({ flex: '1 1 16rem' });

/** Level with the input (under the label) from a tablet up; full width under the field on a phone. */
export const submit = style({
  '@media': {
    [media.phone]: { width: '100%' },
    [media.tablet]: { marginTop: `calc(${vars.size.target} - ${vars.space.md})` },
  },
});

export const popover = style([field.listPopover, { width: 'var(--trigger-width)', maxWidth: 'calc(100vw - 16px)', overflowY: 'auto' }]);

export const list = style({ outline: 'none' });

export const option = style([
  field.listOption,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.md,
    minHeight: vars.size.target,
  },
]);

export const optionName = text.body;

export const optionDetail = text.mutedSmall;

export const profile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style([field.label, { width: '100%', marginBottom: vars.space.xs, float: 'left' }]);

export const age = style({ width: '6rem' });

export const sex = style({ width: '10rem' });
