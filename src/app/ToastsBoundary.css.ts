import { style } from '@vanilla-extract/css';
import { vars } from '../components/theme/theme.css';
import { text } from '../components/theme/typography.css';

/** Where the toasts would have shown, in the same place and measure. */
export const notice = style([
  text.small,
  {
    position: 'fixed',
    insetInlineEnd: vars.space.lg,
    bottom: vars.space.lg,
    zIndex: 1000,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: `min(420px, calc(100% - 2 * ${vars.space.lg}))`,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid ${vars.color.danger}`,
    background: vars.color.dangerSoft,
    color: vars.color.dangerStrong,
    boxShadow: vars.shadow.lg,
  },
]);
