import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text } from '../theme/typography.css';

/** Its h2s' size comes with `text.prose`. */
export const prose = style([
  text.prose,
  {
    maxWidth: '70ch',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
  },
]);

globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, { marginTop: vars.space.xl });
globalStyle(`${prose} ul`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
