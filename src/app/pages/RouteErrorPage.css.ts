import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/theme.css';

/** The page's ways out side by side, wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
