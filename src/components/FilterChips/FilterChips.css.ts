import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing, visuallyHidden } from '../theme/styles.css';
import * as type from '../theme/typography.css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const field = style({ display: 'contents' });

export const chip = style([
  type.boldWhen.selected,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const count = style([type.text.fine, {
  minWidth: '1.5em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
}]);

export const hidden = visuallyHidden;
