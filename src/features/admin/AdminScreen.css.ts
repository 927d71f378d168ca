import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/theme.css';
import { media } from '../../components/theme/tokens';
import { heading, text } from '../../components/theme/typography.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const carriers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const section = style({ marginBottom: vars.space.xl });

export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const sheetStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tabHeading = style([heading.subsection, { marginBottom: vars.space.md }]);

export const subheading = style([heading.label, { marginTop: vars.space.xs }]);
export const plainList = style([text.small, { listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 480 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
