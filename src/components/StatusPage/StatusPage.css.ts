import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text } from '../theme/typography.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const code = style([heading.display, { color: vars.color.primary }]);

export const title = heading.section;

export const message = style({
  color: vars.color.muted,
});

export const detail = style([
  text.small,
  {
    maxWidth: '100%',
    overflowX: 'auto',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.mono,
    textAlign: 'start',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
]);
