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

// Reduced motion: no transitions at all, and each animation shown once at its end. Not a 0.01 ms
// transition on every element: with the default `transition-property: all`, that starts a transition
// on every property change of every element, and React Aria waits for an element's transitions
// before it finishes a change (a disclosure panel is hidden once its transitions end); a transition
// cancelled on the way left the panel of a closed disclosure on screen.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
});

// Something that waits for the app (pressed before the page was hydrated: src/app/earlyActions.ts),
// or a region whose answer is on its way.
globalStyle('[aria-busy="true"]', { cursor: 'progress' });

// A control pressed before the app owns the page (or a link the browser is following) shows at
// once that the press was taken: the entry marks it `data-early-press` as the pointer goes down and
// `aria-busy` once the press is kept, each in the event's own task, and this rule is in the
// prerendered page's inlined stylesheet, so the next frame paints it with none of the app's code. A bar in the control's own text colour along its foot (seen on a touch screen, where a
// progress cursor is not) over a tint of the same colour. Still, not animated: a moving sheen
// repainted the control every frame on the main thread the app was hydrating on.
globalStyle(':is(a[href], button, [role="button"], [role="tab"]):is([aria-busy="true"], [data-early-press])', {
  boxShadow: 'inset 0 -3px 0 0 currentColor',
  backgroundImage: 'linear-gradient(color-mix(in srgb, currentColor 14%, transparent), color-mix(in srgb, currentColor 14%, transparent))',
});
