import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { choice } from '../theme/styles.css';

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const radio = style([
  choice,
  {
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { cursor: 'not-allowed', borderStyle: 'dashed', background: vars.color.surfaceSunken, color: vars.color.muted },
    },
  },
]);

export const dot = style({
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 6 },
  },
});
