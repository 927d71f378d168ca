import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { colors, fontFamily, fontSize, fontWeight, lineHeight, radii, shadows, sizes, space } from './tokens';

/** Shape of every theme: components read tokens only through `vars`. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(colors).map((k) => [k, null])) as Record<keyof typeof colors, null>,
  space: Object.fromEntries(Object.keys(space).map((k) => [k, null])) as Record<keyof typeof space, null>,
  radius: Object.fromEntries(Object.keys(radii).map((k) => [k, null])) as Record<keyof typeof radii, null>,
  font: { body: null, mono: null },
  fontSize: Object.fromEntries(Object.keys(fontSize).map((k) => [k, null])) as Record<keyof typeof fontSize, null>,
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  size: { target: null },
});

/** The light theme, applied at :root so portals (toasts, dialogs) inherit it too. */
createGlobalTheme(':root', vars, {
  color: colors,
  space,
  radius: radii,
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  shadow: shadows,
  size: sizes,
});
