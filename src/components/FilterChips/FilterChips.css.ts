import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { choice, visuallyHidden } from '../theme/styles.css';
import * as type from '../theme/typography.css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const field = style({ display: 'contents' });

export const chip = style([choice, { gap: vars.space.xs, borderRadius: vars.radius.pill }]);

export const count = style([type.text.fine, {
  minWidth: '1.5em',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
}]);

export const hidden = visuallyHidden;
