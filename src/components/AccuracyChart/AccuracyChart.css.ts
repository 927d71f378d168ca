import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { text } from '../theme/typography.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const caption = text.mutedSmall;
export const svg = style({ width: '100%', height: 'auto', maxWidth: 480 });
export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });
export const point = style({ fill: vars.color.primary });
export const failed = style({ fill: vars.color.danger });
export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const tick = style([text.chartTick, { fill: vars.color.muted }]);
