import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { text, weight } from '../theme/typography.css';

export const slider = style([text.small, { display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs }]);
export const output = weight.bold;
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.size.target,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: 6,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      background: vars.color.surfaceSunken,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
  },
});
export const thumb = style({
  top: '50%',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-focus-visible]': focusRing, '&[data-dragging]': { background: vars.color.primaryHover } },
});
