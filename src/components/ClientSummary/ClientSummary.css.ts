import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const summary = style({
  // Words break only at spaces (the body's "anywhere" would let a table squeeze a word in two);
  // a token too long for its cell still wraps.
  overflowWrap: 'break-word',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 820,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': {
    print: { maxWidth: 'none', padding: 0, fontSize: '9.5pt', gap: '10pt' },
  },
});

export const header = style({
  borderBottom: `2px solid ${vars.color.text}`,
  paddingBottom: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const meta = style({ color: vars.color.muted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, breakInside: 'avoid-page' });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
});

export const profileRow = style({ display: 'flex', gap: vars.space.sm });

export const term = style({ flex: '0 0 11em', color: vars.color.muted });

export const value = style({ minWidth: 0, whiteSpace: 'pre-line' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.text}`, fontWeight: vars.fontWeight.bold });

globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const productCell = style({ fontWeight: vars.fontWeight.bold });

export const carrier = style({ display: 'block', fontWeight: vars.fontWeight.regular, color: vars.color.muted });

export const declined = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.lg,
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

/** On screen the printable copy is not shown; on paper it is all there is. */
export const printOnly = style({
  '@media': { screen: { display: 'none' } },
});

globalStyle(`body:has(> ${printOnly}) > :not(${printOnly})`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`body:has(> ${printOnly})`, {
  '@media': { print: { background: 'white' } },
});
