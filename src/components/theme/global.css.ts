import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  // A long unbroken token (a pasted URL, a file name, 5,000 characters of one "word") wraps
  // wherever it must instead of widening its box; ordinary words still break only at spaces.
  overflowWrap: 'anywhere',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, dl, dd', { margin: 0 });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Something that waits for the app (pressed before the page was hydrated: src/app/earlyActions.ts),
// or a region whose answer is on its way.
globalStyle('[aria-busy="true"]', { cursor: 'progress' });
