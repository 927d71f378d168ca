import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { boldWhen } from '../theme/typography.css';

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const radio = style([
  boldWhen.selected,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
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
