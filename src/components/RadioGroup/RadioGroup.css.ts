import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { choice } from '../theme/styles.css';
import { text } from '../theme/typography.css';

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

/** The compact size (a toolbar's choices): smaller type and padding, still a 32 px target. */
export const small = style([text.small, { minHeight: 32, paddingInline: vars.space.sm, gap: vars.space.xs }]);

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
