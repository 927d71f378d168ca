import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const prose = style({
  maxWidth: '70ch',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, { marginTop: vars.space.xl, fontSize: vars.fontSize.lg });
globalStyle(`${prose} ul`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
