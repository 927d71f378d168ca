import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/tokens';
import { text } from '../theme/typography.css';

export const modal = style({
  width: '100%',
  maxWidth: 520,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const hint = text.small;

/** The two names side by side from the tablet width, one above the other on a phone. */
export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
