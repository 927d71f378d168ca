import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text, weight } from '../theme/typography.css';

export const intro = text.small;

/** The questions in the warning tone they have in the read-back. */
export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningStrong,
});

export const status = style([text.small, weight.bold, { margin: 0 }]);
