import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/styles.css';
import { weight } from '../theme/typography.css';
import * as field from '../Field/Field.css';

/** The track and its label: the label's text is a field's label. */
export const switchRoot = field.toggleLabel;

export const track = style({
  position: 'relative',
  width: 40,
  height: 24,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)', background: vars.color.onPrimary },
  },
});

/** The note after the label ("3 files"): a field's hint, in regular weight inside the medium label. */
export const description = style([field.hint, weight.regular]);
