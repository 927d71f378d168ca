import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  // Each question reads apart from the next.
  selectors: { '& + &': { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` } },
});

export const label = weight.bold;

export const options = text.muted;

export const reading = text.small;

export const clear = style({ alignSelf: 'flex-start' });

/** What an answer changes among the products shown: a line of its own under the reading. */
export const changes = style([weight.medium, { display: 'block', marginTop: vars.space.xxs }]);
